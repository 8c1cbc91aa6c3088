import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveMedia } from '@/app/media/[bucket]/[...key]/route';
import { erasePersonalData, exportPersonalData } from '@/features/privacy/service';
import { parseEnv } from '@/lib/server/env';
import { createOutboxMailer, type MailMessage } from '@/lib/server/mail/mailer';
import { createS3OutboxStore, S3_OUTBOX_PREFIX } from '@/lib/server/mail/outbox-store';
import { createS3Client, s3SettingsFrom, type S3Settings } from '@/lib/server/storage/s3-storage';
import { actorWithRole } from '../helpers/actors';

// Several instances (STORAGE=s3) share one outbox (ADR 0022): what any instance wrote is exported and
// erased by whichever instance the admin uses, and it sits in the bucket sealed, never readable.

const BUCKET = 'tribuna-outbox-test';
const folder = mkdtempSync(path.join(os.tmpdir(), 'tribuna-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let settings: S3Settings;

beforeAll(async () => {
  const { port } = await server.run();
  // What the server reads (getOutboxStore, through the privacy service), before anything reads it.
  Object.assign(process.env, {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: '',
  });
  settings = s3SettingsFrom(parseEnv());
});

afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every object in the bucket, as text. */
async function objects() {
  const client = createS3Client(settings);
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return Promise.all(
    (page.Contents ?? []).map(async ({ Key }) => {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
      return { key: Key!, text: Buffer.from(await object.Body!.transformToByteArray()).toString('latin1') };
    }),
  );
}

const ANA = 'ana@cliente.test';
const FROM = 'Tribuna <no-reply@tribuna.test>';

describe('the outbox with several instances', () => {
  it('is one for all: export and erasure on one instance reach what the others wrote', async () => {
    // Two instances, each with its own connection to the bucket.
    const instanceA = createOutboxMailer(createS3OutboxStore(settings), FROM);
    const instanceB = createOutboxMailer(createS3OutboxStore(settings), FROM);
    const toFirm: MailMessage = {
      to: 'contato@firma.test',
      replyTo: ANA,
      aboutEmail: ANA,
      subject: 'Nova solicitação de consulta: Ana Souza',
      text: `Nome: Ana Souza\nE-mail: ${ANA}\n`,
    };
    const toAna: MailMessage = {
      to: ANA,
      aboutEmail: ANA,
      subject: 'Consulta agendada',
      text: 'Olá, Ana Souza: sua consulta é em 10/12 às 10:00.',
    };
    await instanceA.send(toFirm);
    await instanceB.send(toAna);
    await instanceB.send({
      to: 'contato@firma.test',
      replyTo: 'bruno@cliente.test',
      aboutEmail: 'bruno@cliente.test',
      subject: 'Nova mensagem de contato: Bruno Lima',
      text: 'Nome: Bruno Lima',
    });

    // Sealed: no object shows an address or a name, and /media does not serve them.
    const stored = await objects();
    expect(stored).toHaveLength(3);
    for (const object of stored) {
      expect(object.key.startsWith(S3_OUTBOX_PREFIX)).toBe(true);
      expect(object.text).not.toContain('cliente.test');
      expect(object.text).not.toContain('Souza');
    }
    const [, name] = stored[0]!.key.split('/');
    const media = await serveMedia(new Request(`http://localhost/media/outbox/${name}`), {
      params: Promise.resolve({ bucket: 'outbox', key: [name!] }),
    });
    expect(media.status).toBe(404);

    const admin = await actorWithRole('admin');
    const exported = JSON.parse(await exportPersonalData(admin, ANA)) as {
      outboxFiles: { subject: string; content: { text: string } }[];
    };
    expect(exported.outboxFiles.map((file) => file.subject).sort()).toEqual([
      'Consulta agendada',
      'Nova solicitação de consulta: Ana Souza',
    ]);
    expect(exported.outboxFiles.map((file) => file.content.text).join()).toContain('10/12 às 10:00');

    expect((await erasePersonalData(admin, ANA)).outboxFiles).toBe(2);
    const left = await objects();
    expect(left).toHaveLength(1);
    expect(JSON.parse(await exportPersonalData(admin, 'bruno@cliente.test')).outboxFiles).toHaveLength(1);
  });
});
