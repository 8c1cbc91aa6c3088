// @ts-check
import cluster from 'node:cluster';

// `npm start` (`npm run dev` with --dev): the instance's primary, which forks the system process and
// the web workers (src/http/primary.mjs, ADR 0025); a web worker runs this file again
// (src/http/web-worker.mjs). Nothing listens before the database is up and migrated.

const dev = process.argv.includes('--dev');
// Before the logger is made: readable lines in development (src/runtime/log.mjs).
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? 'development' : 'production';

if (cluster.isPrimary) {
  const { runPrimary } = await import('./primary.mjs');
  await runPrimary({ dev });
} else {
  const { serve } = await import('./web-worker.mjs');
  await serve({ dev });
}
