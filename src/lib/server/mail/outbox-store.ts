import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getEnv } from '../env';
import { serverSecret } from '../server-secret';
import { createS3Client, s3SettingsFrom, type S3Settings } from '../storage/s3-storage';

// Where the outbox keeps the e-mails it holds (ADR 0022): one place shared by every instance, so an
// LGPD export, erasure or the retention job finds all of them wherever they were written.
// - Local storage (one instance): a JSON file per message in DATA_DIR/outbox (folder 0700, files 0600).
// - STORAGE=s3 (what several instances require): objects under `outbox/` in the uploads bucket,
//   encrypted (AES-256-GCM, a key derived from the server secret) since that bucket may be public.
//   `outbox` is not an upload bucket: /media never serves these objects and backups leave them out.

export interface OutboxStore {
  /** Writes a message (the JSON text) under a new name. */
  write(name: string, json: string): Promise<void>;
  /** The names of every message held (.json), in no particular order. */
  names(): Promise<string[]>;
  /** A message's JSON text; null when gone or unreadable. */
  read(name: string): Promise<string | null>;
  /** Deletes a message; true when it was there. */
  remove(name: string): Promise<boolean>;
}

/** A message's name: its time, then a random part; nothing else is accepted as a name. */
const NAME = /^[A-Za-z0-9_-]+\.json$/;
const checked = (name: string) => {
  const base = path.basename(name);
  if (!NAME.test(base)) throw new Error(`Invalid outbox name: ${name}`);
  return base;
};

export function createLocalOutboxStore(dir: string): OutboxStore {
  return {
    async write(name, json) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700); // also an outbox made by an earlier version
      await fs.writeFile(path.join(dir, checked(name)), json, { mode: 0o600 });
    },
    async names() {
      try {
        return (await fs.readdir(dir)).filter((name) => NAME.test(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async read(name) {
      try {
        return await fs.readFile(path.join(dir, checked(name)), 'utf8');
      } catch {
        return null;
      }
    },
    async remove(name) {
      try {
        await fs.unlink(path.join(dir, checked(name)));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}

export const S3_OUTBOX_PREFIX = 'outbox/';

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** The outbox's own key, derived from the server secret (the same on every instance). */
const outboxKey = (secret: string) => createHmac('sha256', secret).update('tribuna-outbox-key').digest();

function seal(key: Buffer, json: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

function open(key: Buffer, sealed: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null; // sealed with another secret, or damaged
  }
}

export function createS3OutboxStore(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
  secret = serverSecret(),
): OutboxStore {
  const key = outboxKey(secret);
  const object = (name: string) => ({ Bucket: settings.bucket, Key: `${S3_OUTBOX_PREFIX}${checked(name)}` });
  return {
    async write(name, json) {
      await client.send(
        new PutObjectCommand({
          ...object(name),
          Body: seal(key, json),
          ContentType: 'application/octet-stream',
          CacheControl: 'no-store',
        }),
      );
    },
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: S3_OUTBOX_PREFIX,
            ContinuationToken: token,
          }),
        );
        for (const { Key } of page.Contents ?? []) {
          const name = (Key ?? '').slice(S3_OUTBOX_PREFIX.length);
          if (NAME.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async read(name) {
      try {
        const response = await client.send(new GetObjectCommand(object(name)));
        const bytes = await response.Body!.transformToByteArray();
        return open(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand(object(name)));
      return true;
    },
  };
}

let store: OutboxStore | undefined;

/** The outbox of this site: DATA_DIR/outbox, or with STORAGE=s3 the bucket every instance shares. */
export function getOutboxStore(): OutboxStore {
  if (!store) {
    const env = getEnv();
    store =
      env.STORAGE === 's3'
        ? createS3OutboxStore(s3SettingsFrom(env))
        : createLocalOutboxStore(path.join(env.DATA_DIR, 'outbox'));
  }
  return store;
}
