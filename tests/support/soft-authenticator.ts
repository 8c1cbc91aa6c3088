import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

// A software WebAuthn authenticator for the integration tests (the browser tests use Chromium's
// virtual one): an ES256 key pair, 'none' attestation, user present and (unless `userVerified` is
// turned off: a security key without a PIN, a device that skipped the fingerprint) verified. It answers
// Better Auth's options as a browser would, in the JSON shape @simplewebauthn produces.

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Minimal CBOR (RFC 8949) for what WebAuthn sends: maps, text, bytes, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** Whether it says it verified its user (fingerprint, face, PIN) in its next answers. */
  userVerified = true;

  constructor(private readonly origin: string) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
    }));
  }

  private authData(rpId: string, attested: Buffer | null): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.counter);
    // UP (1) + UV (4), + AT (64) with attested credential data.
    const flags = Buffer.from([(attested ? 0x41 : 0x01) | (this.userVerified ? 0x04 : 0)]);
    const rpIdHash = createHash('sha256').update(rpId).digest();
    return Buffer.concat([rpIdHash, flags, counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: Options) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, cbor(coseKey)]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(options.rp?.id ?? 'localhost', attested)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to authentication options (navigator.credentials.get), as seen on `origin`. */
  authenticate(options: Options, origin = this.origin) {
    const authenticatorData = this.authData(options.rpId ?? 'localhost', null);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]));
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signer.sign(this.privateKey)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
