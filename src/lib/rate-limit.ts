import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

// Fixed-window counters kept in PostgreSQL, so limits hold across restarts and app instances.

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** Counts one attempt for `key` and says whether it is within `limit` per `windowMs`. */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
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

/** Forgets the attempts of `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(key: string) {
  await getDb().execute(sql`delete from rate_limits where key = ${key}`);
}

/** Reads the attempts of `key` in its current window without counting one (e.g. a lock-out check). */
export async function peekRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const { rows } = await getDb().execute<{ count: number; window_start: Date }>(sql`
    select count, window_start from rate_limits
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowMs / 1000})`);
  const row = rows[0];
  if (!row) return { allowed: true, count: 0, retryAfterMs: 0 };
  const retryAfterMs = Math.max(0, new Date(row.window_start).getTime() + windowMs - Date.now());
  return { allowed: row.count < limit, count: row.count, retryAfterMs };
}
