import 'server-only';
import path from 'node:path';
import { getEnv } from '../env';
import { createLocalStorage, LOCAL_MEDIA_BASE } from './local-storage';
import { createS3Storage, s3SettingsFrom } from './s3-storage';
import { objectFromUrl, type Storage } from './storage';

let storage: Storage | undefined;

/** The configured storage: local disk under DATA_DIR/uploads, or an S3-compatible bucket (STORAGE=s3). */
export function getStorage(): Storage {
  if (!storage) {
    const env = getEnv();
    storage =
      env.STORAGE === 's3'
        ? createS3Storage(s3SettingsFrom(env))
        : createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
  }
  return storage;
}

/**
 * Finds bucket and key behind a stored public URL: one under the storage's public base, or under
 * /media (rows written before a move to S3 keep those, and /media still serves them).
 */
export function storedObject(url: string, from: Storage = getStorage()) {
  return objectFromUrl(url, from.publicBase) ?? objectFromUrl(url, LOCAL_MEDIA_BASE);
}

/** Removes the object behind a stored public URL; URLs that are not ours are left alone. */
export async function removeByUrl(url: string | null | undefined, from: Storage = getStorage()) {
  const object = url ? storedObject(url, from) : null;
  if (object) await from.remove(object.bucket, object.key);
}
