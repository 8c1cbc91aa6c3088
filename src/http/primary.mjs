// @ts-check
import cluster from 'node:cluster';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import client from 'prom-client';
import { logger } from '../runtime/runtime.mjs';
import { build, isBuildCurrent } from './build.mjs';

// The instance's primary (ADR 0025): a small process that runs no app code. It forks
//   the system process  src/system-process.ts: secrets, the database (embedded unless DATABASE_URL),
//                       migrations, first boot, the job worker; one per instance, never restarted
//                       by SIGHUP (the database and the queue live on while the web workers change)
//   the web workers     src/http/start.mjs again, as cluster workers sharing the port, one per core
//                       (WEB_CONCURRENCY); each serves HTTP through Next.js
// and passes between them what start-up learned (the database's address, the server's secret) and
// what readiness needs (whether the job worker runs). It answers /metrics for the whole instance.
//   SIGHUP   replaces the web workers one at a time, each new one listening before the old one drains
//   SIGTERM  (and SIGINT) drains: web workers stop accepting and answer what they hold, then the
//            system process finishes its jobs and stops the database
// A web worker that dies is replaced at once; the system process dying ends the instance (exit 1:
// the service manager starts it again). The primary dying ends every process (they watch its link).

const here = path.dirname(fileURLToPath(import.meta.url));
const SYSTEM_ENTRY = path.join(here, '../system-process.ts');
const WEB_ENTRY = path.join(here, 'start.mjs');
/** The connections a web worker's pool may open: PostgreSQL's default 100, less the system's. */
const WEB_CONNECTIONS = 60;

/**
 * The primary's pid, for `npm run restart` (scripts/restart.mjs): DATA_DIR/primary.pid.
 * @param {Record<string, string | undefined>} [env]
 */
export function primaryPidFile(env = process.env) {
  return path.resolve(env.DATA_DIR || './data', 'primary.pid');
}

/** WEB_CONCURRENCY, else the cores this process may use (1 in development). */
export function webConcurrency(dev = false, env = process.env) {
  const given = Number(env.WEB_CONCURRENCY);
  if (Number.isInteger(given) && given >= 1 && given <= 64) return given;
  return dev ? 1 : os.availableParallelism();
}

/**
 * Each web worker's pool: 10, less when many workers would pass the connections kept for them.
 * @param {number} workers
 */
export function poolSizeFor(workers) {
  return Math.max(2, Math.min(10, Math.floor(WEB_CONNECTIONS / workers)));
}

/**
 * @typedef {import('node:cluster').Worker} Worker
 * @typedef {{ type?: string, id?: number, question?: string, value?: unknown, state?: unknown, settings?: Record<string, unknown>, siteUrl?: string, port?: number }} Message
 */

/** @param {{ dev: boolean }} options */
export async function runPrimary({ dev }) {
  // .env and .env.local, as Next.js reads them in the workers: WEB_CONCURRENCY and DATA_DIR are read here.
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
  const log = logger();
  const workers = webConcurrency(dev);
  if (!dev && !isBuildCurrent()) {
    log.info('no up-to-date production build: building (this takes a minute or two)…');
    build();
  }

  /** @type {Record<string, unknown> | undefined} what the system process learned at start-up */
  let settings;
  /** @type {unknown} the system process's last report (SystemState) */
  let systemState;
  /** @type {Set<Worker>} the web workers serving (or starting) */
  const web = new Set();
  /** @type {Set<Worker>} web workers told to drain: their exit is expected */
  const leaving = new Set();
  let stopping = false;
  let restarting = false;
  const metrics = instanceMetrics();

  // The kernel hands each connection to a worker waiting on the shared socket (ADR 0025): a worker
  // that dies leaves its queued connections to the others, where the primary's round robin would
  // hand some to the dead worker.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({
    exec: SYSTEM_ENTRY,
    execArgv: [...process.execArgv, '--import', 'tsx', '--conditions=react-server'],
  });
  const system = cluster.fork({ TRIBUNA_PROCESS: 'system' });
  cluster.setupPrimary({ exec: WEB_ENTRY, execArgv: process.execArgv, args: dev ? ['--dev'] : [] });

  const ready = new Promise((resolve, reject) => {
    system.on('message', (/** @type {Message} */ message) => {
      if (message.type === 'tribuna:system-ready') {
        settings = { ...message.settings, poolSize: poolSizeFor(workers) };
        resolve(message.siteUrl);
      } else if (message.type === 'tribuna:system') {
        systemState = message.state;
        for (const worker of web) send(worker, { type: 'tribuna:system', state: systemState });
      }
    });
    system.once('exit', (code, signal) => {
      if (stopping) return;
      if (!settings) return reject(new Error('start-up failed'));
      log.fatal({ code, signal }, 'the system process (database, job worker) ended: stopping the instance');
      void shutdown(1);
    });
  });

  /**
   * @param {Worker} worker
   * @param {Message} message
   */
  function send(worker, message) {
    if (worker.isConnected()) worker.send(message);
  }

  /** Forks a web worker; resolves once it listens (or rejects if it dies before). */
  function forkWeb() {
    const worker = cluster.fork({ TRIBUNA_PROCESS: 'web' });
    web.add(worker);
    let listened = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (/** @type {Message} */ message) => {
        if (message.type === 'tribuna:final-metrics') metrics.keep(worker, message.value);
        if (message.type !== 'tribuna:question') return;
        const answer = (/** @type {unknown} */ value) =>
          send(worker, { type: 'tribuna:answer', id: message.id, value });
        if (message.question === 'settings') {
          if (systemState) send(worker, { type: 'tribuna:system', state: systemState });
          answer(settings);
        } else if (message.question === 'metrics')
          metrics.text([system, ...web, ...leaving]).then(answer, (error) => {
            log.error({ err: error }, 'could not sum the metrics of the instance');
            answer('');
          });
      });
      worker.once('listening', () => {
        listened = true;
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        web.delete(worker);
        metrics.retire(worker);
        if (leaving.delete(worker) || stopping) return;
        if (!listened) return reject(new Error(`web worker ${worker.process.pid} ended before listening`));
        log.error({ worker: worker.process.pid, code, signal }, 'a web worker ended: starting another');
        forkWeb().catch(() => log.error('the replacing web worker did not start'));
      });
    });
  }

  /**
   * Tells a web worker to stop accepting, answer what it holds and exit; resolves when it has.
   * @param {Worker} worker
   */
  function drain(worker) {
    leaving.add(worker);
    web.delete(worker);
    return new Promise((resolve) => {
      worker.once('exit', resolve);
      send(worker, { type: 'tribuna:drain' });
    });
  }

  /** SIGHUP: every web worker replaced, one at a time, none before its successor listens. */
  async function rollingRestart() {
    if (restarting || stopping) return;
    restarting = true;
    log.info('restarting the web workers one at a time');
    try {
      for (const old of [...web]) {
        if (stopping) return;
        await forkWeb();
        await drain(old);
      }
      log.info('every web worker replaced');
    } catch (error) {
      log.error({ err: error }, 'the restart stopped: a new web worker did not start');
    } finally {
      restarting = false;
    }
  }

  const pidFile = primaryPidFile();
  mkdirSync(path.dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, `${process.pid}\n`);

  /** @param {number} code */
  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    rmSync(pidFile, { force: true });
    await Promise.all([...web].map(drain));
    if (system.isConnected() && system.process.exitCode === null) {
      const ended = new Promise((resolve) => system.once('exit', resolve));
      send(system, { type: 'tribuna:drain' });
      await ended;
    }
    process.exit(code);
  }

  // Started by `npm start` (whose script execs node), the parent is npm. If npm is killed (even with
  // SIGKILL), stop too rather than live on as an orphan holding the port and the database.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void shutdown(0), 500).unref();
  // This process owns shutdown (libraries loaded in it install none, but be sure).
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
  process.removeAllListeners('SIGHUP');
  process.on('SIGHUP', () => void rollingRestart());

  let siteUrl;
  try {
    siteUrl = await ready;
  } catch {
    rmSync(pidFile, { force: true });
    process.exit(1); // the system process logged why
  }
  try {
    await Promise.all(Array.from({ length: workers }, forkWeb));
  } catch {
    log.fatal('a web worker could not start: stopping');
    return shutdown(1);
  }
  log.info({ workers }, `Tribuna is up at ${siteUrl}`);
}

/**
 * The instance's figures for /metrics: every live process's registry summed (prom-client's
 * aggregation, each metric by its aggregator), plus the counters and histograms of the processes
 * that ended, so that no counter goes back when a worker is replaced.
 */
function instanceMetrics() {
  /** @typedef {Awaited<ReturnType<client.Registry['getMetricsAsJSON']>>} Figures */
  /** @type {Map<Worker, Figures>} the last figures each live process gave */
  const last = new Map();
  /** @type {Figures} counters and histograms of the processes gone */
  let retired = [];
  /** Retirements in order (two workers may end together); a sum waits for them. */
  let retiring = Promise.resolve();
  let nextId = 0;

  /**
   * @param {Worker} worker
   * @returns {Promise<Figures>}
   */
  function figuresOf(worker) {
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(last.get(worker) ?? []), 2_000);
      /** @param {Message} message */
      const listen = (message) => {
        if (message.type === 'tribuna:metrics' && message.id === id)
          done(/** @type {Figures} */ (message.value));
      };
      /** @param {Figures} figures */
      function done(figures) {
        clearTimeout(timer);
        worker.off('message', listen);
        if (!worker.isDead()) last.set(worker, figures); // a dead one's were retired
        resolve(figures);
      }
      worker.on('message', listen);
      if (worker.isConnected()) worker.send({ type: 'tribuna:metrics', id });
      else done(last.get(worker) ?? []);
    });
  }

  return {
    /** @param {Worker[]} processes */
    async text(processes) {
      const live = await Promise.all(processes.map(figuresOf));
      await retiring;
      return client.AggregatorRegistry.aggregate([retired, ...live]).metrics();
    },
    /**
     * A draining process's last figures (sent just before it exits).
     * @param {Worker} worker
     * @param {unknown} figures
     */
    keep(worker, figures) {
      last.set(worker, /** @type {Figures} */ (figures));
    },
    /**
     * A process ended: its counters and histograms stay in the sums.
     * @param {Worker} worker
     */
    retire(worker) {
      const figures = last.get(worker);
      last.delete(worker);
      if (!figures) return;
      const kept = figures.filter((metric) => ['counter', 'histogram'].includes(String(metric.type)));
      retiring = retiring.then(async () => {
        retired = await client.AggregatorRegistry.aggregate([retired, kept]).getMetricsAsJSON();
      });
    },
  };
}
