import { appStarted, underPrimary } from '@/runtime/runtime.mjs';
import { log } from '@/lib/server/log';
import { startServing } from './serve';
import { startUp } from './start-up';

/**
 * Starts the app in this Next.js server process, then tells the launcher (src/http/web-worker.mjs),
 * which listens only then. Under the instance's primary (ADR 0025) the system process has started
 * the database and the job worker; alone, this process does it all. A failure here must stop the
 * process: otherwise Next.js keeps running and answers 500 to every request.
 */
export async function registerNodeStartUp() {
  try {
    appStarted(underPrimary() ? await startServing() : await startUp());
  } catch (error) {
    log.fatal({ err: error }, `start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
