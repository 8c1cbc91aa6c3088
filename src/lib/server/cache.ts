import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { contentTypes, type DeclaredContentType } from '@/content-types';
import { applyToCacheHandler, shareInvalidation } from '@/lib/server/invalidation';

// Public pages read through cachedQuery, so a hit does not query the database; every write
// invalidates the tags of what it changed, so the next visit is fresh.

/** Tags of what is not a content type; each content type's come from its declaration. */
const CORE_TAGS = ['site_settings', 'media_items'] as const;
export type CacheTag = (typeof CORE_TAGS)[number] | DeclaredContentType['name'];

/** Every cache tag: the core ones and every content type's (src/content-types.ts). */
export function cacheTags(): readonly string[] {
  return [...CORE_TAGS, ...contentTypes().flatMap((type) => type.cacheTags)];
}

/** Wraps a read so its result is cached until one of its tags is invalidated. */
export function cachedQuery<Args extends unknown[], Result>(
  query: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[],
): (...args: Args) => Promise<Result> {
  return unstable_cache(query, [key], { tags, revalidate: false });
}

/**
 * Expires the tags at once in this process, then in every other instance on the same database
 * (src/lib/server/invalidation.ts). Outside the Next.js server (tests, scripts) nothing is cached.
 */
export function invalidate(...tags: CacheTag[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (process.env.NEXT_RUNTIME) throw error;
    }
  }
  if (tags.length > 0) shareInvalidation(tags);
}

/**
 * invalidate() for work outside a request (a job of the queue, e.g. a scheduled post going live),
 * where Next.js's revalidateTag cannot run: expires the tags in this process's cache handler
 * directly, then in every other instance.
 */
export function invalidateOutsideRequest(...tags: CacheTag[]) {
  applyToCacheHandler(tags);
  if (tags.length > 0) shareInvalidation(tags);
}

/** True while `next build` prerenders pages: there is no database then. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * cachedQuery for the public site. While `next build` prerenders, it answers `whileBuilding`
 * without touching the database: that render is never served, because the cache handler starts
 * empty in every server process (docs/decisions/0004-public-pages-cached-in-memory.md).
 */
export function publicQuery<Args extends unknown[], Result>(
  query: (...args: Args) => Promise<Result>,
  key: string,
  tags: CacheTag[],
  whileBuilding: Result,
): (...args: Args) => Promise<Result> {
  const cached = cachedQuery(query, key, tags);
  return (...args: Args) => (isBuildPhase() ? Promise.resolve(whileBuilding) : cached(...args));
}
