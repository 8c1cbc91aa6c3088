import 'server-only';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, contentTypeOf, isBucket, type Bucket, type Storage } from './storage';

async function* filesUnder(dir: string, relative = ''): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, child);
    else if (entry.isFile()) yield child;
  }
}

export const LOCAL_MEDIA_BASE = '/media';

/** Files under DATA_DIR/uploads/{bucket}/{key}, served by the app at /media/{bucket}/{key}. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    return path.join(root, bucket, ...key.split('/'));
  };
  return {
    publicBase: LOCAL_MEDIA_BASE,
    async put(bucket, key, body) {
      const file = fileFor(bucket, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) return fs.writeFile(file, body);
      try {
        await pipeline(body.stream, createWriteStream(file));
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
    },
    async get(bucket, key) {
      const contentType = assertValidKey(key);
      try {
        return { body: await fs.readFile(fileFor(bucket, key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      await fs.rm(fileFor(bucket, key), { force: true });
    },
    async *list() {
      for await (const file of filesUnder(root)) {
        const [bucket, ...rest] = file.split('/');
        const key = rest.join('/');
        if (bucket && isBucket(bucket) && contentTypeOf(key)) yield { bucket, key };
      }
    },
    publicUrl(bucket, key) {
      assertValidKey(key);
      return `${LOCAL_MEDIA_BASE}/${bucket}/${key}`;
    },
  };
}
