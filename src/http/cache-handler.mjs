// @ts-check
import { bumpCacheGeneration, registerCacheHandler } from '../runtime/runtime.mjs';

// Next.js cache handler (next.config.ts `cacheHandler`) that keeps rendered pages and cached reads
// in this process's memory only. See docs/decisions/0004-public-pages-cached-in-memory.md.
//
// Why not Next's default (files under .next)? The build runs without a database, so what it
// prerenders must never be served, and the .next folder is shared by every server started from the
// same checkout (demo and empty databases alike), while invalidated tags are only remembered in
// memory. Here every process starts with an empty cache: the first request renders the page from
// the real database, later requests are served from memory, and invalidate(tag) expires at once
// every page and read that carries the tag.

const MAX_BYTES = Number(process.env.TRIBUNA_CACHE_MAX_MB || 128) * 1024 * 1024;

// A render that started before an invalidation may finish after it and store what it read before
// the write. Entries stored this soon after an invalidation of one of their tags are kept expired,
// so the next request renders again.
const RACE_WINDOW_MS = 2000;

const TAGS_HEADER = 'x-next-cache-tags';

// Next.js's values and contexts are its own (private) types: read loosely, as `any`.
/** @typedef {{ value: any, lastModified: number, madeAt: number, cacheControl: any, tags: string[], size: number }} Entry */
/** @typedef {{ tags?: string[], softTags?: string[], fetchCache?: boolean, cacheControl?: any }} Context */

/** @type {Map<string, Entry>} */
const entries = new Map(); // insertion order = least recently used first
/** @type {Map<string, number>} tag -> when it was last invalidated */
const invalidatedAt = new Map();
let totalBytes = 0;

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === 'string') size += value.html.length;
  if (value.rscData) size += value.rscData.byteLength ?? value.rscData.length ?? 0;
  if (value.segmentData) for (const buffer of value.segmentData.values()) size += buffer.byteLength ?? 0;
  if (value.buffer) size += value.buffer.byteLength ?? 0; // an optimized image (next/image)
  if (value.body) size += value.body.byteLength ?? value.body.length ?? 0;
  if (value.data?.body) size += value.data.body.length ?? 0;
  return size;
}

/**
 * @param {any} value
 * @returns {string[]}
 */
function pageTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * @param {string[]} tags
 * @param {number} lastModified
 */
function isExpired(tags, lastModified) {
  return tags.some((tag) => (invalidatedAt.get(tag) ?? -Infinity) >= lastModified);
}

/**
 * How long an optimized image (next/image) may be served once past its max-age. Next.js serves such
 * an entry at once and makes it again from the source in the background, so a visitor after a quiet
 * minute never waits for an encode. A deleted upload does not rely on this: its sizes are dropped at
 * once, here and on every other instance (src/lib/server/upload-release.ts). Only a file removed
 * outside the app (by hand, in the bucket), whose background refresh then fails, keeps being served
 * in its optimized sizes, until this bound.
 */
export const STALE_IMAGE_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * An optimized image whose bytes were made more than STALE_IMAGE_MAX_MS ago: a miss.
 * @param {Entry} entry
 */
function isOldImage(entry) {
  return entry.value?.kind === 'IMAGE' && entry.madeAt + STALE_IMAGE_MAX_MS <= Date.now();
}

/** @param {string} key */
function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.size;
}

/**
 * Expires the tags (null: everything) and empties the page cache.
 * @param {string[] | null} tags
 */
function expireTags(tags) {
  if (tags === null) {
    for (const key of [...entries.keys()]) remove(key);
  } else {
    const now = Date.now();
    for (const tag of tags) invalidatedAt.set(tag, now);
  }
  // The page cache in front of Next.js (src/http/page-cache.mjs) empties itself.
  bumpCacheGeneration();
}

// Invalidations made by other instances arrive here (src/lib/server/invalidation.ts, applied by
// src/startup), and a deleted upload's optimized sizes (next/image) are dropped by their keys
// (src/lib/server/optimized-images.ts). Next.js may load this module more than once in a process
// (each copy with its own entries): every copy registers, and every copy is told.
registerCacheHandler({ expire: expireTags, drop: dropImages });

/**
 * When each dropped key (a deleted upload's optimized sizes) was dropped. A request that was making
 * one of those sizes while the upload was deleted must not store it afterwards: an upload's URL is
 * never used again, so a dropped key is not stored again for DROPPED_MEMORY_MS.
 * @type {Map<string, number>}
 */
const droppedAt = new Map();
const DROPPED_MEMORY_MS = 10 * 60 * 1000;

/** @param {string[]} keys */
function dropImages(keys) {
  const now = Date.now();
  for (const [key, at] of droppedAt) if (at <= now - DROPPED_MEMORY_MS) droppedAt.delete(key);
  for (const key of keys) {
    remove(key);
    droppedAt.set(key, now);
  }
}

export default class MemoryCacheHandler {
  // Next.js creates one instance per request: the state above is shared by all of them.
  constructor() {}

  /**
   * @param {string} key
   * @param {Context} [ctx]
   */
  async get(key, ctx = {}) {
    const entry = entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    if (isExpired(tags, entry.lastModified) || isOldImage(entry)) {
      remove(key);
      return null;
    }
    // Mark as recently used.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {Context} [ctx]
   */
  async set(key, value, ctx = {}) {
    const previous = entries.get(key);
    remove(key);
    if (!value) return;
    if (value.kind === 'IMAGE' && (droppedAt.get(key) ?? -Infinity) > Date.now() - DROPPED_MEMORY_MS) return;

    const tags = [...pageTags(value), ...(ctx.tags ?? [])];
    const now = Date.now();
    let lastModified = now;
    for (const tag of tags) {
      const at = invalidatedAt.get(tag);
      if (at !== undefined && at > now - RACE_WINDOW_MS) lastModified = Math.min(lastModified, at);
    }
    // Next.js stores the same optimized bytes again when the source has not changed, and when asking
    // it failed (the source gone): their age is kept, so that a size whose source went away is not
    // served past STALE_IMAGE_MAX_MS (a live one is made again once in that time).
    const madeAt =
      previous && value.kind === 'IMAGE' && previous.value?.buffer === value.buffer ? previous.madeAt : now;
    const size = sizeOf(value);
    if (size > MAX_BYTES / 4) return;
    entries.set(key, {
      value,
      lastModified,
      madeAt,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags,
      size,
    });
    totalBytes += size;
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  /**
   * Every invalidation expires at once (the app always calls revalidateTag with expire: 0).
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
