import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPhoto } from '@/features/photos/service';
import { parseEnv } from '@/lib/server/env';
import { createS3Storage, s3SettingsFrom } from '@/lib/server/storage/s3-storage';
import { storedObject } from '@/lib/server/storage/get-storage';
import { testAdminUrl } from '../../setup/database-per-file';
import { actorWithRole } from '../helpers/actors';
import { imageFile } from '../helpers/files';
import { query } from '../helpers/query';

// The restore drill (docs/operations.md) with uploads in S3: `npm run backup` copies the bucket's
// objects into the backup, and `npm run restore` puts them into the bucket of the restored site.
// A real S3 peer (s3rver) holds both buckets.

const work = mkdtempSync(path.join(os.tmpdir(), 'tribuna-backup-s3-'));
const restoredDb = `restored_s3_${process.pid}`;
const restoredUrl = testAdminUrl.replace(/\/postgres$/, `/${restoredDb}`);
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(work, 's3'),
  configureBuckets: [
    { name: 'site', configs: [] },
    { name: 'restored', configs: [] },
  ],
});
let s3Env: Record<string, string>;

beforeAll(async () => {
  const { port } = await s3.run();
  s3Env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'site',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  Object.assign(process.env, s3Env); // the uploads below go to the bucket, as on the server
});

afterAll(async () => {
  await s3.close();
  await query(testAdminUrl, `drop database if exists ${restoredDb} with (force)`);
  rmSync(work, { recursive: true, force: true });
});

function command(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/backup.ts', ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const bucket = (name: string) => createS3Storage(s3SettingsFrom(parseEnv({ ...s3Env, S3_BUCKET: name })));

describe('backup and restore with STORAGE=s3', () => {
  it("copies the bucket's objects into the backup and puts them back into the new site's bucket", async () => {
    const admin = await actorWithRole('admin');
    const photos = [
      await uploadPhoto(admin, { type: 'advogado', file: await imageFile('Helena.png') }),
      await uploadPhoto(admin, { type: 'office', file: await imageFile('Sala.webp', 'webp') }),
    ];
    const file = path.join(work, 'tribuna.backup');
    const backup = await command(['backup', '--out', file], {});
    expect(backup.output).toMatch(
      /Backup written to .*: \d+ rows in \d+ tables, 2 uploaded files from s3:\/\/site\./,
    );
    expect(backup.code).toBe(0);

    // The site is lost: a new database, an empty DATA_DIR and an empty bucket.
    await query(testAdminUrl, `create database ${restoredDb}`);
    const restore = await command(['restore', file], {
      DATABASE_URL: restoredUrl,
      DATA_DIR: path.join(work, 'data'),
      S3_BUCKET: 'restored',
    });
    expect(restore.output).toContain('2 uploaded files into s3://restored');
    expect(restore.code).toBe(0);

    const [site, restored] = [bucket('site'), bucket('restored')];
    for (const photo of photos) {
      const { bucket: name, key } = storedObject(photo.url)!;
      const original = await site.get(name, key);
      expect(original).not.toBeNull();
      expect((await restored.get(name, key))?.body).toEqual(original!.body);
    }
    expect(
      (await query<{ url: string }>(restoredUrl, 'select url from photos order by url')).map((r) => r.url),
    ).toEqual(photos.map((photo) => photo.url).sort());
  }, 120_000);
});
