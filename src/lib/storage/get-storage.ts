import path from 'node:path';
import { getEnv } from '../env';
import { createLocalStorage, LOCAL_MEDIA_BASE } from './local-storage';
import { objectFromUrl, type Storage } from './storage';

let storage: Storage | undefined;

/** The configured storage: local disk under DATA_DIR/uploads (the only kind so far). */
export function getStorage(): Storage {
  storage ??= createLocalStorage(path.join(getEnv().DATA_DIR, 'uploads'));
  return storage;
}

/** Removes the object behind a stored public URL; URLs that are not ours are left alone. */
export async function removeByUrl(url: string | null | undefined) {
  if (!url) return;
  const object = objectFromUrl(url, LOCAL_MEDIA_BASE);
  if (object) await getStorage().remove(object.bucket, object.key);
}
