import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_BUCKETS as BUCKETS, type UploadBucket as Bucket } from '@/lib/shared/upload-buckets';

// One storage interface for every upload (SPEC §7 buckets). Objects are addressed by bucket and
// key; rows keep the public URL, from which the object can be found again for deletion.

export { UPLOAD_BUCKETS as BUCKETS, type UploadBucket as Bucket } from '@/lib/shared/upload-buckets';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A body of known length that is passed on as it is read (e.g. a file being copied), never held whole. */
export interface SizedStream {
  stream: Readable;
  length: number;
}

export interface Storage {
  /** Writes (or replaces) an object. */
  put(bucket: Bucket, key: string, body: Buffer | SizedStream): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** Every stored upload (objects that are not uploads are left out), for backups. */
  list(): AsyncIterable<{ bucket: Bucket; key: string }>;
  publicUrl(bucket: Bucket, key: string): string;
  /** What publicUrl puts before `{bucket}/{key}`: '/media' or an absolute URL. */
  readonly publicBase: string;
}

/** The image types uploads may have, by extension; anything else is never stored or served. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * How long anyone may keep an upload, /media answers and S3 objects alike. Short on purpose: a
 * deleted photo or logo must stop being served within a minute, and next/image keeps each optimized
 * size for max(images.minimumCacheTTL, this max-age) before it asks the source again (and a deleted
 * source then answers 404, so that size is no longer served).
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=60';

const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.([a-z0-9]+)$/;

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** The content type of a plain relative key with an allowed extension; undefined for any other key. */
export function contentTypeOf(key: string): string | undefined {
  const extension = KEY_PATTERN.exec(key)?.[1];
  return extension ? CONTENT_TYPES[extension] : undefined;
}

/** Throws unless the key is a plain relative path with an allowed extension. */
export function assertValidKey(key: string): string {
  const contentType = contentTypeOf(key);
  if (!contentType) throw new Error(`Invalid storage key: ${key}`);
  return contentType;
}

/** A random object key keeping the original extension, e.g. randomKey('Foto.PNG', 'authors/'). */
export function randomKey(originalName: string, prefix = ''): string {
  const extension = path.extname(originalName).slice(1).toLowerCase();
  if (!CONTENT_TYPES[extension]) throw new Error(`Unsupported file extension: ${originalName}`);
  return `${prefix}${randomUUID()}.${extension}`;
}

/** Finds bucket and key again from a URL made by publicUrl (of any storage); null for other URLs. */
export function objectFromUrl(url: string, publicBase: string): { bucket: Bucket; key: string } | null {
  const base = publicBase.replace(/\/$/, '') + '/';
  if (!url.startsWith(base)) return null;
  const [bucket, ...rest] = url.slice(base.length).split('/');
  const key = rest.join('/');
  if (!bucket || !isBucket(bucket) || !KEY_PATTERN.test(key)) return null;
  return { bucket, key };
}
