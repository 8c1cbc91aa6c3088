import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { invalidate } from '@/lib/server/cache';
import {
  pruneInvalidations,
  recordInvalidation,
  shareInvalidations,
  startInvalidationListener,
  type InvalidationListener,
} from '@/lib/server/invalidation';

// Two "instances" on the same database: what one records reaches the other, at once or after a
// reconnection, and never comes back to the one that made it.

const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const listeners: InvalidationListener[] = [];
/**
 * How long a cut listener stays away: the test's writes while it is away must fit in it, on a busy
 * CI machine too (its queries then take far longer than here).
 */
const DISCONNECTED_MS = 3_000;
/** Long enough for a notification, or a reconnection after DISCONNECTED_MS, on a busy machine. */
const ARRIVAL = { timeout: 10_000 };

/** A listener; retryMs long enough for the test to act while it is disconnected. */
async function instance(retryMs = 20) {
  const applied: (string[] | null)[] = [];
  const listener = await startInvalidationListener({
    connectionString: url,
    apply: (tags) => applied.push(tags),
    retryMs,
    log: () => {},
  });
  listeners.push(listener);
  return { listener, applied };
}

/** Ends the LISTEN connections, as a database restart or a network cut would. */
async function cutListeners() {
  await pool.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'tribuna-invalidations'",
  );
}

afterEach(async () => {
  shareInvalidations(undefined);
  await Promise.all(listeners.splice(0).map((listener) => listener.stop()));
  await pool.query('delete from cache_invalidations');
});
afterAll(() => pool.end());

describe('cache invalidations across instances', () => {
  it('reach the other instance at once, and not the one that made them', async () => {
    const a = await instance();
    const b = await instance();
    await recordInvalidation(pool, a.listener.origin, ['news', 'site_settings']);
    await vi.waitFor(() => expect(b.applied).toEqual([['news', 'site_settings']]), ARRIVAL);
    await recordInvalidation(pool, b.listener.origin, ['tips']);
    await vi.waitFor(() => expect(a.applied).toEqual([['tips']]), ARRIVAL);
    expect(b.applied).toEqual([['news', 'site_settings']]);
  });

  it('made while an instance was disconnected are applied when it reconnects', async () => {
    const a = await instance();
    const b = await instance(DISCONNECTED_MS);
    await cutListeners();
    await vi.waitFor(() => expect(b.listener.connected()).toBe(false), ARRIVAL);
    await recordInvalidation(pool, a.listener.origin, ['blog_posts']);
    expect(b.applied).toEqual([]);
    await vi.waitFor(() => expect(b.applied).toEqual([['blog_posts']]), ARRIVAL);
    expect(b.listener.connected()).toBe(true);
  });

  it('expire everything when what was missed has been pruned', async () => {
    await recordInvalidation(pool, 'old', ['news']);
    const b = await instance(DISCONNECTED_MS);
    await cutListeners();
    await vi.waitFor(() => expect(b.listener.connected()).toBe(false), ARRIVAL);
    await recordInvalidation(pool, 'other', ['tips']);
    await recordInvalidation(pool, 'other', ['photos']);
    await pool.query("delete from cache_invalidations where tags <> 'photos'");
    await vi.waitFor(() => expect(b.applied).toEqual([null, ['photos']]), ARRIVAL);
  });

  it('are recorded by invalidate() once the instance shares them', async () => {
    invalidate('news');
    expect((await pool.query('select * from cache_invalidations')).rows).toEqual([]);
    const a = await instance();
    const b = await instance();
    shareInvalidations(a.listener);
    invalidate('news', 'photos');
    await vi.waitFor(() => expect(b.applied).toEqual([['news', 'photos']]), ARRIVAL);
    expect(a.applied).toEqual([]);
  });

  it('older than a day are pruned, but the newest row is kept', async () => {
    await recordInvalidation(pool, 'x', ['news']);
    await recordInvalidation(pool, 'x', ['tips']);
    await pool.query("update cache_invalidations set at = now() - interval '2 days'");
    await recordInvalidation(pool, 'x', ['photos']);
    await pruneInvalidations(pool);
    expect((await pool.query('select tags from cache_invalidations')).rows).toEqual([{ tags: 'photos' }]);
    await pool.query("update cache_invalidations set at = now() - interval '2 days'");
    await pruneInvalidations(pool);
    expect((await pool.query('select tags from cache_invalidations')).rows).toEqual([{ tags: 'photos' }]);
  });
});
