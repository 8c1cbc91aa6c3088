import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import { objectFromUrl, randomKey } from '@/lib/server/storage/storage';
import { getStorage, removeByUrl } from '@/lib/server/storage/get-storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'tribuna-storage-'));
const storage = createLocalStorage(root);
const png = Buffer.from('89504e470d0a1a0a', 'hex');

describe('local storage', () => {
  it('stores, reads, serves under /media and removes a file', async () => {
    const key = randomKey('Foto do Escritório.PNG', 'office/');
    expect(key).toMatch(/^office\/[0-9a-f-]{36}\.png$/);

    await storage.put('photos', key, png);
    expect(existsSync(path.join(root, 'photos', key))).toBe(true);
    expect(await storage.get('photos', key)).toEqual({ body: png, contentType: 'image/png' });

    const url = storage.publicUrl('photos', key);
    expect(url).toBe(`/media/photos/${key}`);
    expect(storage.publicBase).toBe(LOCAL_MEDIA_BASE);
    expect(objectFromUrl(url, LOCAL_MEDIA_BASE)).toEqual({ bucket: 'photos', key });

    await storage.remove('photos', key);
    expect(await storage.get('photos', key)).toBeNull();
    await expect(storage.remove('photos', key)).resolves.toBeUndefined();
  });

  it('writes a stream as it is read', async () => {
    const key = randomKey('grande.jpg', 'office/');
    const bytes = Buffer.concat(Array.from({ length: 40 }, (_, i) => Buffer.alloc(50_000, i)));
    await storage.put('photos', key, {
      stream: Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]),
      length: bytes.length,
    });
    expect((await storage.get('photos', key))?.body.equals(bytes)).toBe(true);
  });

  it('refuses keys that leave the bucket or are not images', async () => {
    await expect(storage.put('photos', '../../etc/passwd.png', png)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('photos', 'a/../../b.png', png)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('photos', 'page.html', png)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('photos', '/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(() => randomKey('script.svg')).toThrow(/Unsupported/);
  });

  it('does not take foreign URLs for its own', () => {
    expect(objectFromUrl('https://example.com/photos/a.png', LOCAL_MEDIA_BASE)).toBeNull();
    expect(objectFromUrl('/media/unknown/a.png', LOCAL_MEDIA_BASE)).toBeNull();
  });

  it('the configured storage keeps files under DATA_DIR/uploads and removes them by URL', async () => {
    const configured = getStorage();
    const key = randomKey('logo.webp', 'logos/');
    await configured.put('photos', key, png);
    expect(existsSync(path.join(process.env.DATA_DIR!, 'uploads', 'photos', key))).toBe(true);
    await removeByUrl(configured.publicUrl('photos', key));
    expect(await configured.get('photos', key)).toBeNull();
  });
});
