// @ts-check
// What is kept once per process, shared by the two sides that run in it: the HTTP layer Node runs as
// it is (src/http: the launcher, the layers, Next.js's cache handler) and the app Next.js bundles
// (src/startup, src/lib). The two never share module instances: Next.js bundles the app, and loads
// its cache handler on its own, so this file is evaluated more than once in one process. Its state
// therefore lives on globalThis, under one key, and nothing outside this file touches globalThis
// (ADR 0023; zod's jitless switch is the one library setting that does, src/lib/shared/zod-jitless.ts).
// It holds the logger, the current request, the counts for /metrics, the readiness probes, the cache
// handlers and their generation, what start-up learned (the database's address, the server's secret)
// and the app's per-process values (the pool, Better Auth, the invalidation origin): perProcess().
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { createLogger } from './log.mjs';

/** Expires cached entries carrying any of the tags, or everything (null). */
/** @typedef {(tags: string[] | null) => void} ExpireTags */
/**
 * One loaded copy of the cache handler: how to expire its tags, and how to drop entries by their
 * keys (a deleted upload's optimized sizes).
 * @typedef {{ expire: ExpireTags, drop: (keys: string[]) => void }} CacheHandlerHooks
 */
/**
 * What the launcher needs of the started app: a way to stop it (worker, listener, database), and the
 * site's address for its first log line.
 * @typedef {{ stop: () => Promise<void>, siteUrl?: string }} StartedApp
 */
/** What the app tells the HTTP layer about itself for /readyz and /metrics (src/http/operations.mjs). */
/**
 * @typedef {object} Probes
 * @property {() => Promise<Record<string, string>>} readiness each check's result: 'ok' or why not
 * @property {() => Promise<AppGauges>} gauges the pool's and the queue's figures
 * @property {() => number} [changes] a count that changes when what readiness checks is known to have
 *   changed (the embedded database died or is back): a cached answer from before is not reused
 */
/**
 * What the app tells /metrics about its pool and its queue (src/http/metrics.mjs).
 * @typedef {object} AppGauges
 * @property {{ total: number, idle: number, waiting: number }} pool the app's database pool
 * @property {{ task: string, state: string, count: number }[]} jobs graphile-worker's jobs by state
 * @property {number} oldestPendingSeconds since the run time of the oldest job due and not running
 */
/**
 * What start-up learned that the app reads afterwards (it used to write them into process.env).
 * @typedef {object} StartedSettings
 * @property {string} [databaseUrl] the database start-up started (embedded) or reached (DATABASE_URL)
 * @property {string} [authSecret] BETTER_AUTH_SECRET, or the secret kept in DATA_DIR/auth.secret
 * @property {number} [poolSize] the app pool's size in this process (the primary's share, ADR 0025)
 */
/**
 * What the instance's system process reports (ADR 0025): whether its job worker runs, whether its
 * embedded database is restarting, and a count that changes with either.
 * @typedef {{ worker: 'ok' | 'stopped', database: 'ok' | 'restarting', changes: number }} SystemState
 */
/**
 * This process's link to the instance's primary (src/http/primary.mjs): questions waiting for their
 * answer, and the system state it last sent.
 * @typedef {{ nextId: number, waiting: Map<number, (value: unknown) => void>, system: SystemState | undefined }} PrimaryLink
 */
/**
 * The app's values kept once per process (perProcess): Better Auth's instance, the database pool,
 * this instance's name in the cache invalidations, when the rate limits were last pruned.
 * @typedef {'auth' | 'database' | 'invalidations' | 'rate-limit pruning'} PerProcessName
 */
/**
 * A page rendered in this process by the HTTP layer's pipeline, without HTTP (src/http/pipeline.mjs).
 * @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} RenderedPage
 */
/**
 * Renders a page as a GET of `path` with these request headers.
 * @typedef {(path: string, headers?: Record<string, string>) => Promise<RenderedPage>} PageRenderer
 */
/** The request a piece of work belongs to (its log lines carry the id). */
/** @typedef {{ reqId: string }} RequestContext */
/**
 * @typedef {object} RuntimeState
 * @property {number} cacheGeneration bumped on every invalidation: the page cache empties itself
 * @property {Set<CacheHandlerHooks>} cacheHandlers every loaded copy of the cache handler
 * @property {Promise<StartedApp>} started resolved once start-up has run
 * @property {(app: StartedApp) => void} resolveStarted
 * @property {StartedApp | undefined} app
 * @property {AsyncLocalStorage<RequestContext>} requests the current request, across awaits
 * @property {Map<string, number>} counts events counted by the app, by 'name result' (countEvent)
 * @property {Probes | undefined} probes
 * @property {import('pino').Logger | undefined} logger
 * @property {StartedSettings} settings
 * @property {Map<PerProcessName, unknown>} values
 * @property {PageRenderer | undefined} renderer the HTTP layer's in-process render (registerPageRenderer)
 * @property {PrimaryLink | undefined} link the link to the primary, once used
 */

const KEY = Symbol.for('tribuna.runtime');

/** @returns {RuntimeState} */
function state() {
  const holder = /** @type {{ [KEY]?: RuntimeState }} */ (globalThis);
  if (!holder[KEY]) {
    /** @type {(app: StartedApp) => void} */
    let resolveStarted = () => {};
    const started = new Promise((resolve) => (resolveStarted = resolve));
    holder[KEY] = {
      cacheGeneration: 0,
      cacheHandlers: new Set(),
      started,
      resolveStarted,
      app: undefined,
      requests: new AsyncLocalStorage(),
      counts: new Map(),
      probes: undefined,
      logger: undefined,
      settings: {},
      values: new Map(),
      renderer: undefined,
      link: undefined,
    };
  }
  return holder[KEY];
}

/** The page cache keeps an answer only if no invalidation happened while it was rendered. */
export function cacheGeneration() {
  return state().cacheGeneration;
}

/** Called by the cache handler on every invalidation: the page cache drops what it holds. */
export function bumpCacheGeneration() {
  state().cacheGeneration += 1;
}

/**
 * The cache handler registers how to expire and drop its entries (Next.js may load it more than
 * once: every copy registers and every copy is told).
 * @param {CacheHandlerHooks} hooks
 */
export function registerCacheHandler(hooks) {
  state().cacheHandlers.add(hooks);
}

/**
 * Expires tags in this process's caches (an invalidation made by another instance:
 * src/lib/server/invalidation.ts). Before anything was cached there is nothing to do.
 * @type {ExpireTags}
 */
export function expireCachedTags(tags) {
  for (const { expire } of state().cacheHandlers) expire(tags);
}

/**
 * Drops entries by their keys in every copy of the cache handler (a deleted upload's optimized
 * sizes: src/lib/server/optimized-images.ts).
 * @param {string[]} keys
 */
export function dropCachedKeys(keys) {
  for (const { drop } of state().cacheHandlers) drop(keys);
}

/** Whether a copy of the cache handler is loaded in this process (nothing cached otherwise). */
export function cacheHandlerLoaded() {
  return state().cacheHandlers.size > 0;
}

/**
 * Start-up has run (src/startup/register-node.ts): the launcher may listen.
 * @param {StartedApp} app
 */
export function appStarted(app) {
  const current = state();
  current.app = app;
  current.resolveStarted(app);
}

/** Resolves once start-up has run (the launcher listens only then). */
export function whenAppStarted() {
  return state().started;
}

/** Stops what start-up started, if it ran (the launcher's shutdown). */
export async function stopApp() {
  await state().app?.stop();
}

/**
 * Runs `work` as part of a request (or of a job a request queued): log lines written meanwhile, by
 * either side, carry its id.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} work
 * @returns {T}
 */
export function runInRequest(context, work) {
  return state().requests.run(context, work);
}

/** The id of the request the current code runs for, if any. */
export function currentRequestId() {
  return state().requests.getStore()?.reqId;
}

/** The one logger of the process (pino, JSON lines; ./log.mjs), shared by both sides. */
export function logger() {
  const current = state();
  current.logger ??= createLogger({
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  });
  return current.logger;
}

/**
 * Counts an event for /metrics: `name` is the metric's, `result` one of its fixed results (never
 * anything a person typed). src/http/metrics.mjs reads the counts.
 * @param {'mail' | 'sign_in' | 'page_cache'} name
 * @param {string} result
 */
export function countEvent(name, result) {
  const counts = state().counts;
  const key = `${name} ${result}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * How many times an event happened in this process.
 * @param {'mail' | 'sign_in' | 'page_cache'} name
 * @param {string} result
 */
export function eventCount(name, result) {
  return state().counts.get(`${name} ${result}`) ?? 0;
}

/**
 * Start-up tells the HTTP layer how to check readiness and read the app's gauges.
 * @param {Probes | undefined} probes
 */
export function registerProbes(probes) {
  state().probes = probes;
}

/** What start-up registered (undefined before it ran, or in a process without the app). */
export function probes() {
  return state().probes;
}

/**
 * Start-up records what it learned (src/startup/start-up.ts; scripts/backup.ts the secret): read back
 * by the app through startedSettings() (the pool, Better Auth, the server's secret).
 * @param {StartedSettings} settings
 */
export function recordStartedSettings(settings) {
  Object.assign(state().settings, settings);
}

/**
 * What start-up recorded: empty where it did not run (tests, scripts), which read their environment.
 * @returns {Readonly<StartedSettings>}
 */
export function startedSettings() {
  return state().settings;
}

/**
 * A value the app keeps once per process (not once per bundle): made by `make` on first use, the
 * same for every copy of the module that asks.
 * @template T
 * @param {PerProcessName} name
 * @param {() => T} make
 * @returns {T}
 */
export function perProcess(name, make) {
  const values = state().values;
  if (!values.has(name)) values.set(name, make());
  return /** @type {T} */ (values.get(name));
}

/**
 * Forgets a per-process value (the next perProcess makes it again) and gives back what it was.
 * @param {PerProcessName} name
 * @returns {unknown}
 */
export function forgetPerProcess(name) {
  const values = state().values;
  const value = values.get(name);
  values.delete(name);
  return value;
}

/**
 * The HTTP layer registers how to render a page in this process (src/http/server.mjs): the whole
 * pipeline in front of Next.js, page cache included, on a request made in memory.
 * @param {PageRenderer | undefined} renderer
 */
export function registerPageRenderer(renderer) {
  state().renderer = renderer;
}

/**
 * A page as this server would answer it to a GET with these headers, rendered in this process
 * (never over HTTP). Rejects where no HTTP layer registered a renderer (tests, scripts).
 * @type {PageRenderer}
 */
export function renderPage(path, headers = {}) {
  const renderer = state().renderer;
  if (!renderer) return Promise.reject(new Error('no HTTP layer renders pages in this process'));
  return renderer(path, headers);
}

/**
 * Whether this process is one of an instance's processes under its primary (ADR 0025): a web worker
 * or the system process. Tests and scripts run the app alone.
 */
export function underPrimary() {
  return cluster.isWorker && typeof process.send === 'function';
}

/** The link to the primary, listening from the first use (one listener per process). */
function primaryLink() {
  const current = state();
  if (!current.link) {
    const link = /** @type {PrimaryLink} */ ({ nextId: 0, waiting: new Map(), system: undefined });
    current.link = link;
    process.on(
      'message',
      (/** @type {{ type?: string, id?: number, value?: unknown, state?: SystemState }} */ message) => {
        if (message?.type === 'tribuna:answer' && typeof message.id === 'number') {
          link.waiting.get(message.id)?.(message.value);
          link.waiting.delete(message.id);
        } else if (message?.type === 'tribuna:system' && message.state) link.system = message.state;
      },
    );
  }
  return current.link;
}

/**
 * Asks the primary (src/http/primary.mjs answers 'settings' and 'metrics'); resolves with its answer.
 * @param {'settings' | 'metrics'} question
 * @returns {Promise<unknown>}
 */
export function askPrimary(question) {
  const link = primaryLink();
  const id = link.nextId++;
  return new Promise((resolve) => {
    link.waiting.set(id, resolve);
    process.send?.({ type: 'tribuna:question', question, id });
  });
}

/** What the system process last reported through the primary (undefined before its first report). */
export function systemState() {
  return primaryLink().system;
}
