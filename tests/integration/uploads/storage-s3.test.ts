import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveMedia } from '@/app/media/[bucket]/[...key]/route';
import { parseEnv } from '@/lib/server/env';
import { copyLocalUploads } from '@/lib/server/storage/copy-uploads';
import { getStorage, removeByUrl, storedObject } from '@/lib/server/storage/get-storage';
import {
  createS3Client,
  createS3Storage,
  s3SettingsFrom,
  type S3Settings,
} from '@/lib/server/storage/s3-storage';
import { randomKey, type Bucket } from '@/lib/server/storage/storage';
import { uploadImage } from '@/lib/server/uploads';
import { and, eq } from 'drizzle-orm';
import { mediaItems } from '@/db/schema';
import { catalogueStoredFiles } from '@/features/media/catalogue';
import { getDb } from '@/lib/server/db/client';
import { imageFile } from '../helpers/files';

// A real S3 peer: s3rver on a free loopback port, with its own folder, for this file only.

const BUCKET = 'tribuna-test';
const folder = mkdtempSync(path.join(os.tmpdir(), 'tribuna-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let endpoint: string;
let settings: S3Settings;

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // The configured storage (getStorage, /media, uploads) reads these, as the server would.
  Object.assign(process.env, {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A stream of `size` random bytes in uneven chunks, and the hash of what it yields. */
function randomStream(size: number) {
  const bytes = randomBytes(size);
  const chunks: Buffer[] = [];
  for (let at = 0; at < size; at += 64 * 1024 + 17) chunks.push(bytes.subarray(at, at + 64 * 1024 + 17));
  return { body: { stream: Readable.from(chunks), length: size }, hash: sha256(bytes) };
}

/** The object as S3 itself holds it, read with a client of its own. */
async function rawObject(bucket: Bucket, key: string) {
  const response = await createS3Client(settings).send(
    new GetObjectCommand({ Bucket: BUCKET, Key: `${bucket}/${key}` }),
  );
  return { ...response, bytes: await response.Body!.transformToByteArray() };
}

describe('S3 storage', () => {
  it('uploads, reads back byte for byte, replaces and deletes', async () => {
    const storage = createS3Storage(settings);
    const key = randomKey('foto.png', 'office/');
    const first = randomBytes(200_000);
    await storage.put('photos', key, first);
    const stored = await storage.get('photos', key);
    expect(stored?.contentType).toBe('image/png');
    expect(sha256(stored!.body)).toBe(sha256(first));
    const raw = await rawObject('photos', key);
    expect(sha256(raw.bytes)).toBe(sha256(first));
    expect(raw.ContentType).toBe('image/png');
    expect(raw.CacheControl).toBe('public, max-age=60');

    const second = randomBytes(1_000);
    await storage.put('photos', key, second);
    expect(sha256((await storage.get('photos', key))!.body)).toBe(sha256(second));

    await storage.remove('photos', key);
    expect(await storage.get('photos', key)).toBeNull();
    await expect(storage.remove('photos', key)).resolves.toBeUndefined();
  });

  it('uploads streams byte for byte, small and large', async () => {
    const storage = createS3Storage(settings);
    for (const size of [300_000, 11 * 1024 * 1024]) {
      const key = randomKey('grande.webp', 'streamed/');
      const { body, hash } = randomStream(size);
      await storage.put('news', key, body);
      const raw = await rawObject('news', key);
      expect(raw.bytes.length).toBe(size);
      expect(sha256(raw.bytes)).toBe(hash);
      expect(raw.ContentType).toBe('image/webp');
    }
  });

  it('refuses keys that leave the bucket or are not images', async () => {
    const storage = createS3Storage(settings);
    await expect(storage.put('photos', '../news/a.png', Buffer.from('x'))).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get('photos', 'page.html')).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.publicUrl('photos', 'a/../b.png')).toThrow(/Invalid storage key/);
  });

  it('gives /media URLs without S3_PUBLIC_URL, and URLs that serve the object with it', async () => {
    const key = randomKey('logo.png', 'logos/');
    const body = randomBytes(5_000);

    const viaApp = createS3Storage(settings);
    expect(viaApp.publicUrl('photos', key)).toBe(`/media/photos/${key}`);

    const publicUrl = `${endpoint}/${BUCKET}/`;
    const viaBucket = createS3Storage({ ...settings, publicUrl });
    await viaBucket.put('photos', key, body);
    const url = viaBucket.publicUrl('photos', key);
    expect(url).toBe(`${endpoint}/${BUCKET}/photos/${key}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(body));

    // Both kinds of URL lead back to the object: old rows keep /media URLs after a move.
    expect(storedObject(url, viaBucket)).toEqual({ bucket: 'photos', key });
    expect(storedObject(`/media/photos/${key}`, viaBucket)).toEqual({ bucket: 'photos', key });
    expect(storedObject('https://example.com/photos/a.png', viaBucket)).toBeNull();
    await removeByUrl(url, viaBucket);
    expect(await viaBucket.get('photos', key)).toBeNull();
  });

  it('is the configured storage: uploads go to the bucket and /media serves them from it', async () => {
    const url = await uploadImage(await imageFile('Retrato.png'), {
      field: 'image_url',
      bucket: 'tips',
      prefix: 'authors/',
      maxBytes: 1024 * 1024,
      tooLargeMessage: 'Imagem muito grande.',
    });
    expect(url).toMatch(/^\/media\/tips\/authors\/[0-9a-f-]{36}\.png$/);
    const { bucket, key } = storedObject(url!)!;
    const stored = await rawObject(bucket, key);

    const [, , routeBucket, ...routeKey] = url!.split('/');
    const response = await serveMedia(new Request(`http://localhost${url}`), {
      params: Promise.resolve({ bucket: routeBucket!, key: routeKey }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(stored.bytes));

    await removeByUrl(url);
    expect(await getStorage().get(bucket, key)).toBeNull();
    const missing = await serveMedia(new Request(`http://localhost${url}`), {
      params: Promise.resolve({ bucket: routeBucket!, key: routeKey }),
    });
    expect(missing.status).toBe(404);
  });

  it('migrate copies a local uploads folder into the bucket', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tribuna-uploads-'));
    const files = {
      'photos/logos/a.png': randomBytes(3_000),
      'news/b.webp': randomBytes(70_000),
      'tips/authors/c.jpg': randomBytes(10),
    };
    for (const [file, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), bytes);
    }
    mkdirSync(path.join(root, 'unknown'));
    writeFileSync(path.join(root, 'unknown', 'x.png'), 'x');
    writeFileSync(path.join(root, 'photos', 'notes.txt'), 'x');

    const storage = createS3Storage(settings);
    const copied: string[] = [];
    const report = await copyLocalUploads(root, storage, (bucket, key) => copied.push(`${bucket}/${key}`));
    expect(report).toEqual({ copied: 3, skipped: ['photos/notes.txt', 'unknown/x.png'] });
    expect(copied.sort()).toEqual(Object.keys(files).sort());
    for (const [file, bytes] of Object.entries(files)) {
      const [bucket, ...key] = file.split('/');
      const stored = await storage.get(bucket as Bucket, key.join('/'));
      expect(stored && sha256(stored.body), file).toBe(sha256(bytes));
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('catalogues the images already in the bucket as media library items, with their hashes (issue 33)', async () => {
    const storage = createS3Storage(settings);
    const png = Buffer.from(await (await imageFile('antiga.png')).arrayBuffer());
    const key = randomKey('antiga.png', 'catalogo/');
    await storage.put('photos', key, png);

    // In batches of one, resuming: the other objects of this bucket are catalogued on the way.
    let finished = false;
    while (!finished) ({ finished } = await catalogueStoredFiles(getDb(), storage, 1));
    const [item] = await getDb()
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.bucket, 'photos'), eq(mediaItems.key, key)));
    expect(item).toMatchObject({ sha256: sha256(png), bytes: png.length, width: 4, height: 3 });
  });
});
