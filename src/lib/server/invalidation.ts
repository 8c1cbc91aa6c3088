import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { dropOptimizedImages } from '@/lib/server/optimized-images';
import { expireCachedTags, perProcess } from '@/runtime/runtime.mjs';

// Cache invalidations shared by every instance on the same database (docs/operations.md).
// invalidate() (src/lib/server/cache.ts) expires the tags in this process at once, then records them
// in cache_invalidations and NOTIFYs the channel. Each instance LISTENs on a dedicated connection and
// applies the rows newer than the last one it applied: on a notification, and after every
// (re)connect, so nothing is missed while it was away. Its own rows are skipped (already applied).

export const INVALIDATION_CHANNEL = 'tribuna_cache_invalidations';
/** Rows older than this are pruned (the newest row is always kept: see catchUp). */
const RETENTION = '1 day';
const PING_MS = 30_000;
const PRUNE_MS = 60 * 60_000;

/** What applies invalidations to this process's caches: the tags, or null for "everything". */
export type ApplyInvalidation = (tags: string[] | null) => void;

/** A tag naming a deleted upload, by its URL: its optimized sizes are dropped (upload-release.ts). */
export const UPLOAD_TAG_PREFIX = 'upload:';

/**
 * Expires tags in the cache handler(s) of this process (src/http/cache-handler.mjs, through the
 * runtime) and drops the optimized sizes of the deleted uploads among them.
 */
export const applyToCacheHandler: ApplyInvalidation = (tags) => {
  const uploads = tags?.filter((tag) => tag.startsWith(UPLOAD_TAG_PREFIX)) ?? [];
  dropOptimizedImages(uploads.map((tag) => tag.slice(UPLOAD_TAG_PREFIX.length)));
  const expired = tags && tags.filter((tag) => !tag.startsWith(UPLOAD_TAG_PREFIX));
  if (expired?.length === 0) return;
  expireCachedTags(expired); // no copy loaded yet: nothing has been cached here
};

type Queryable = Pick<pg.Pool | pg.Client, 'query'>;

/** Records an invalidation made by `origin` and notifies every listening instance. */
export async function recordInvalidation(db: Queryable, origin: string, tags: readonly string[]) {
  await db.query(
    `with row as (insert into cache_invalidations (tags, origin) values ($1, $2) returning id)
     select pg_notify($3, row.id::text) from row`,
    [tags.join(','), origin, INVALIDATION_CHANNEL],
  );
}

export async function pruneInvalidations(db: Queryable) {
  await db.query(
    `delete from cache_invalidations
     where at < now() - interval '${RETENTION}' and id < (select max(id) from cache_invalidations)`,
  );
}

export interface InvalidationListenerOptions {
  connectionString: string;
  apply: ApplyInvalidation;
  /** First reconnection delay; doubled on each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  log?: (message: string) => void;
}

export interface InvalidationListener {
  /** This instance's name in cache_invalidations.origin. */
  origin: string;
  /** True while the LISTEN connection is up. */
  connected(): boolean;
  stop(): Promise<void>;
}

export async function startInvalidationListener(
  options: InvalidationListenerOptions,
): Promise<InvalidationListener> {
  const { connectionString, apply, retryMs = 500, maxRetryMs = 30_000 } = options;
  const report = options.log ?? ((message: string) => log.warn(`cache invalidations: ${message}`));
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let lastId: number | undefined; // undefined until the first connection
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pulling: Promise<void> | undefined;
  let pullAgain = false;

  async function catchUp(db: pg.Client) {
    if (lastId === undefined) {
      // First connection: this process has cached nothing yet, so only what comes next matters.
      const { rows } = await db.query<{ id: string | null }>(
        "select pg_sequence_last_value(pg_get_serial_sequence('cache_invalidations', 'id')) as id",
      );
      lastId = Number(rows[0]?.id ?? 0);
      return;
    }
    const { rows } = await db.query<{ id: string | null }>('select min(id) as id from cache_invalidations');
    // Rows newer than ours were pruned while we were away: we cannot tell what changed.
    if (rows[0]?.id !== null && Number(rows[0]?.id) > lastId + 1) {
      apply(null);
      lastId = Number(rows[0]!.id) - 1;
    }
  }

  async function pullOnce(db: pg.Client) {
    for (;;) {
      const { rows } = await db.query<{ id: string; tags: string; origin: string }>(
        'select id, tags, origin from cache_invalidations where id > $1 order by id limit 500',
        [lastId ?? 0],
      );
      for (const row of rows) {
        if (row.origin !== origin) apply(row.tags.split(','));
        lastId = Number(row.id);
      }
      if (rows.length < 500) return;
    }
  }

  /** Applies newer rows; calls made while it runs are folded into one more pass. */
  function pull(): Promise<void> {
    if (pulling) {
      pullAgain = true;
      return pulling;
    }
    const db = client;
    pulling = (async () => {
      do {
        pullAgain = false;
        if (db) await pullOnce(db);
      } while (pullAgain);
    })()
      .catch((error: unknown) => lost(db, error))
      .finally(() => (pulling = undefined));
    return pulling;
  }

  function lost(db: pg.Client | undefined, error?: unknown) {
    if (!db || db !== client) return; // an older connection, already replaced
    client = undefined;
    db.removeAllListeners('notification');
    db.end().catch(() => {});
    if (stopped) return;
    const delay = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures += 1;
    report(
      `connection lost (${(error as Error | undefined)?.message ?? 'ended'}); reconnecting in ${delay} ms`,
    );
    retryTimer = setTimeout(() => void connect().catch(() => {}), delay);
  }

  async function connect() {
    const db = new pg.Client({
      connectionString,
      keepAlive: true,
      query_timeout: 10_000,
      application_name: 'tribuna-invalidations',
    });
    client = db;
    db.on('error', (error) => lost(db, error));
    db.on('end', () => lost(db));
    try {
      await db.connect();
      await db.query(`listen ${INVALIDATION_CHANNEL}`);
      await catchUp(db);
      db.on('notification', () => void pull());
      failures = 0;
      await pull();
      await pruneInvalidations(db);
    } catch (error) {
      lost(db, error);
      throw error;
    }
  }

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retryTimer);
    throw error;
  }
  // A connection that died without a word (a dropped network) is found by the next ping.
  const ping = setInterval(() => {
    const db = client;
    db?.query('select 1').catch((error: unknown) => lost(db, error));
  }, PING_MS);
  ping.unref();
  const prune = setInterval(() => {
    const db = client;
    if (db) pruneInvalidations(db).catch((error: unknown) => lost(db, error));
  }, PRUNE_MS);
  prune.unref();

  return {
    origin,
    connected: () => client !== undefined,
    stop: async () => {
      stopped = true;
      clearInterval(ping);
      clearInterval(prune);
      clearTimeout(retryTimer);
      const db = client;
      client = undefined;
      await db?.end().catch(() => {});
    },
  };
}

// The listener of this server process, shared with every Next.js bundle (src/runtime/runtime.mjs).
const shared = () => perProcess('invalidations', (): { origin?: string } => ({}));

/** From now on, invalidate() in this process records its invalidations for the other instances. */
export function shareInvalidations(listener: Pick<InvalidationListener, 'origin'> | undefined) {
  shared().origin = listener?.origin;
}

/**
 * Tells the other instances (no-op outside a server started by start-up: tests, scripts). A failure
 * is logged, not thrown: the write is done, and the other instances refresh within a minute anyway.
 */
export function shareInvalidation(tags: readonly string[]) {
  const origin = shared().origin;
  if (!origin) return;
  recordInvalidation(getDb().$client, origin, tags).catch((error: unknown) =>
    log.error({ err: error, tags }, 'could not record a cache invalidation'),
  );
}
