import 'server-only';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { limitAddress } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { perProcess } from '@/runtime/runtime.mjs';

// Fixed-window counters kept in PostgreSQL, so limits hold across restarts and app instances.

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** Rows whose window started longer ago than this are deleted; no limit may use a longer window. */
export const RATE_LIMIT_MAX_AGE_MS = 24 * 60 * 60_000;
/** Pruning runs at most this often per process, on the next counted attempt. */
export const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;

/**
 * The counter a key is kept under. A per-address limit's key ends in the client's address
 * (`visits:2001:db8::1`, `form:contact:198.51.100.7`, `sign-in:address:…`): that address is replaced
 * by what limits count under (client-address.ts limitAddress: an IPv6 address's /64), so every
 * per-address limit treats a /64 as one client. The address is the longest tail after a ':' that is
 * an IP address; a key's other parts are words (never hexadecimal digits alone before it).
 */
export function limitKey(key: string): string {
  for (let at = key.indexOf(':'); at !== -1; at = key.indexOf(':', at + 1)) {
    const tail = key.slice(at + 1);
    if (isIP(tail) !== 0) return `${key.slice(0, at + 1)}${limitAddress(tail)}`;
  }
  return key;
}

/** When this process last pruned, whichever bundle did it (src/runtime/runtime.mjs). */
const pruning = () => perProcess('rate-limit pruning', () => ({ at: 0 }));

/** Deletes the counters of windows that ended long ago (any key); returns how many went. */
export async function pruneRateLimits(): Promise<number> {
  pruning().at = Date.now();
  const result = await getDb().execute(sql`
    delete from rate_limits where window_start < now() - make_interval(secs => ${RATE_LIMIT_MAX_AGE_MS / 1000})`);
  return result.rowCount ?? 0;
}

async function pruneWhenDue() {
  const last = pruning().at;
  if (Date.now() - last < RATE_LIMIT_PRUNE_INTERVAL_MS) return;
  await pruneRateLimits().catch((error: unknown) =>
    log.error({ err: error }, 'pruning the rate limits failed'),
  );
}

/** Counts one attempt for `key` and says whether it is within `limit` per `windowMs`. */
export async function hitRateLimit(name: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  if (windowMs > RATE_LIMIT_MAX_AGE_MS) throw new Error(`rate limit window too long for ${name}`);
  const key = limitKey(name);
  await pruneWhenDue();
  const { rows } = await getDb().execute<{ count: number; window_start: Date }>(sql`
    insert into rate_limits as r (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when r.window_start < now() - make_interval(secs => ${windowMs / 1000}) then 1 else r.count + 1 end,
      window_start = case when r.window_start < now() - make_interval(secs => ${windowMs / 1000}) then now() else r.window_start end
    returning count, window_start`);
  const row = rows[0]!;
  const retryAfterMs = Math.max(0, new Date(row.window_start).getTime() + windowMs - Date.now());
  return { allowed: row.count <= limit, count: row.count, retryAfterMs };
}

/** Takes back one attempt of `key` counted in the current window (it turned out not to count). */
export async function releaseRateLimit(name: string, windowMs: number) {
  const key = limitKey(name);
  await getDb().execute(sql`
    update rate_limits set count = count - 1
    where key = ${key} and count > 0 and window_start >= now() - make_interval(secs => ${windowMs / 1000})`);
}

/** Forgets the attempts of `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(name: string) {
  const key = limitKey(name);
  await getDb().execute(sql`delete from rate_limits where key = ${key}`);
}

/** Reads the attempts of `key` in its current window without counting one (e.g. a lock-out check). */
export async function peekRateLimit(name: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const key = limitKey(name);
  const { rows } = await getDb().execute<{ count: number; window_start: Date }>(sql`
    select count, window_start from rate_limits
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowMs / 1000})`);
  const row = rows[0];
  if (!row) return { allowed: true, count: 0, retryAfterMs: 0 };
  const retryAfterMs = Math.max(0, new Date(row.window_start).getTime() + windowMs - Date.now());
  return { allowed: row.count < limit, count: row.count, retryAfterMs };
}
