// @ts-check
import { bumpCacheGeneration, registerCacheHandler } from './bridge.mjs';

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
/** @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[], size: number }} Entry */
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
 * An optimized image (next/image) past its max-age. It is a miss, never served stale: Next would
 * serve it while fetching the source again, and keep it when that fails, so a deleted upload would
 * stay visible in that size. Fetching again gets the source's 404 instead.
 * @param {Entry} entry
 */
function isOldImage(entry) {
  if (entry.value?.kind !== 'IMAGE') return false;
  const seconds = entry.cacheControl?.revalidate ?? entry.value.revalidate ?? 0;
  return entry.lastModified + seconds * 1000 <= Date.now();
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
registerCacheHandler({ expire: expireTags, drop: (keys) => keys.forEach(remove) });

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
    remove(key);
    if (!value) return;
    const tags = [...pageTags(value), ...(ctx.tags ?? [])];
    const now = Date.now();
    let lastModified = now;
    for (const tag of tags) {
      const at = invalidatedAt.get(tag);
      if (at !== undefined && at > now - RACE_WINDOW_MS) lastModified = Math.min(lastModified, at);
    }
    const size = sizeOf(value);
    if (size > MAX_BYTES / 4) return;
    entries.set(key, {
      value,
      lastModified,
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
