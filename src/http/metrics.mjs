// @ts-check
import { createHash, timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import { askPrimary, eventCount, logger, probes, underPrimary } from '../runtime/runtime.mjs';

// GET /metrics in Prometheus's text format (prom-client), for whoever holds METRICS_TOKEN. Each
// instance serves its own request, cache, mail and sign-in counts; the pool's and the queue's figures
// are read when scraped (the queue's from the database, so every instance gives the same). Labels are
// methods, route patterns, status classes, task names and fixed results: never a person's data.
// Under a primary (ADR 0025) every process of the instance keeps its own registry, and the scraped
// worker answers with the primary's sum of them all (src/http/primary.mjs), departed workers included.

/** The results each event metric has (all exported from the start, at 0). */
export const EVENT_RESULTS = {
  page_cache: ['hit', 'stale', 'miss', 'bypass'],
  mail: ['sent', 'failed'],
  sign_in: ['success', 'failure', 'locked'],
};
export const JOB_STATES = ['scheduled', 'pending', 'running', 'failed'];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * @param {'mail' | 'sign_in' | 'page_cache'} name
 * @param {string} metric
 * @param {string} help
 * @param {client.Registry} registry
 */
function eventCounter(name, metric, help, registry) {
  return new client.Counter({
    name: metric,
    help,
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const result of EVENT_RESULTS[name]) this.inc({ result }, eventCount(name, result));
    },
  });
}

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = /** @type {const} */ (['method', 'route', 'status_class']);
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The requests' count is the histogram's, read when scraped: a request records one metric.
  new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
    async collect() {
      const { values } = await duration.get();
      this.reset();
      for (const { metricName, labels, value } of values)
        if (metricName === 'http_request_duration_seconds_count') this.inc(labels, value);
    },
  });
  eventCounter('page_cache', 'tribuna_page_cache_requests_total', 'Page cache lookups by result', registry);
  eventCounter('mail', 'tribuna_mail_total', 'E-mails by result (sent, failed)', registry);
  eventCounter('sign_in', 'tribuna_sign_in_total', 'Sign-in attempts by result', registry);
  const pool = new client.Gauge({
    name: 'tribuna_db_pool_connections',
    help: "The app database pool's connections by state (total, idle, waiting clients)",
    labelNames: ['state'],
    registers: [registry],
    aggregator: 'sum', // each process has its own pool
  });
  const jobs = new client.Gauge({
    name: 'tribuna_jobs',
    help: 'Queued jobs by task and state (scheduled: run time not come; pending: due, not running)',
    labelNames: ['task', 'state'],
    registers: [registry],
    aggregator: 'max', // every process reads the same queue
  });
  const oldest = new client.Gauge({
    name: 'tribuna_jobs_oldest_pending_seconds',
    help: 'Seconds since the run time of the oldest pending job (0 when none)',
    registers: [registry],
    aggregator: 'max',
  });

  const ready = new client.Gauge({
    name: 'tribuna_ready',
    help: 'Whether /readyz would answer 200 (1) or 503 (0)',
    registers: [registry],
    aggregator: 'min', // not ready if one process is not
  });

  /** Reads the app's gauges (when start-up registered them) into the registry. */
  async function readGauges() {
    const checks = await readiness();
    ready.set(Object.values(checks).every((result) => result === 'ok') ? 1 : 0);
    const source = probes();
    if (!source) return;
    const figures = await source.gauges();
    for (const [state, value] of Object.entries(figures.pool)) pool.set({ state }, value);
    jobs.reset();
    for (const { task, state, count } of figures.jobs) jobs.set({ task, state }, count);
    oldest.set(figures.oldestPendingSeconds);
  }

  return {
    registry,
    /**
     * One answered request.
     * @param {string} method
     * @param {string} route
     * @param {number} status
     * @param {number} seconds
     */
    observe(method, route, status, seconds) {
      const labels = {
        method: METHODS.has(method) ? method : 'OTHER',
        route,
        status_class: `${Math.floor(status / 100)}xx`,
      };
      duration.observe(labels, seconds);
    },
    /** This process's figures, as the primary sums them (prom-client's JSON). */
    async json() {
      await readGaugesOrWarn();
      return registry.getMetricsAsJSON();
    },
    /** The text Prometheus scrapes: the whole instance's under a primary, else this process's. */
    async text() {
      if (underPrimary()) {
        const body = /** @type {string} */ (await askPrimary('metrics'));
        return { contentType: registry.contentType, body };
      }
      await readGaugesOrWarn();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };

  // The database being down must not hide the rest (the gauges keep their last figures).
  function readGaugesOrWarn() {
    return readGauges().catch((/** @type {unknown} */ error) =>
      logger().warn({ err: error }, 'could not read the gauges for /metrics'),
    );
  }
}

/**
 * Answers the primary's requests for this process's figures (every process of an instance does,
 * src/http/primary.mjs sums them).
 * @param {{ json(): Promise<unknown> }} metrics
 */
export function answerPrimaryForMetrics(metrics) {
  process.on('message', (/** @type {{ type?: string, id?: number }} */ message) => {
    if (message?.type !== 'tribuna:metrics') return;
    metrics.json().then(
      (value) => process.send?.({ type: 'tribuna:metrics', id: message.id, value }),
      () => process.send?.({ type: 'tribuna:metrics', id: message.id, value: [] }),
    );
  });
}

export const READY_TIMEOUT_MS = 1_000;
/** How long a finished readiness check answers every probe (a balancer's, an attacker's…). */
export const READY_REUSE_MS = 1_000;

/**
 * The process's readiness check: one at a time (its database check opens a connection of its own,
 * so a probe per request would open a connection per request: a few hundred probes would take all
 * of PostgreSQL's), and its result reused for READY_REUSE_MS after it ends.
 * @type {{ source?: unknown, running?: Promise<Record<string, string>>, checks?: Record<string, string>, at: number, changes?: number }}
 */
const lastCheck = { at: 0 };

/**
 * The registered source's checks: the one running, the last one when it ended under
 * READY_REUSE_MS ago, or a new one.
 * @param {NonNullable<ReturnType<typeof probes>>} source
 */
function sharedCheck(source) {
  const changes = source.changes?.();
  if (lastCheck.source !== source || lastCheck.changes !== changes)
    Object.assign(lastCheck, { source, changes, running: undefined, checks: undefined });
  if (lastCheck.running) return lastCheck.running;
  if (lastCheck.checks && performance.now() - lastCheck.at < READY_REUSE_MS)
    return Promise.resolve(lastCheck.checks);
  const running = source
    .readiness()
    .catch(() => ({ database: 'error' }))
    .then((checks) => {
      if (lastCheck.running === running)
        Object.assign(lastCheck, { running: undefined, checks, at: performance.now() });
      return checks;
    });
  lastCheck.running = running;
  return running;
}

/**
 * Every readiness check's result ('ok' or why not), 'timeout' when they took over READY_TIMEOUT_MS
 * (the check goes on: the next probes wait for it, then reuse its result).
 */
export async function readiness() {
  const source = probes();
  if (!source) return { app: 'starting' };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS)));
  const checks = await Promise.race([sharedCheck(source), late]);
  clearTimeout(timer);
  return /** @type {Record<string, string>} */ (checks ?? { database: 'timeout' });
}

/** @param {string} value */
const digest = (value) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`, compared in constant time.
 * @param {string | undefined} header
 * @param {string} token
 */
export function hasMetricsToken(header, token) {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
