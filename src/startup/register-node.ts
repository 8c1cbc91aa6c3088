import { appStarted } from '@/runtime/runtime.mjs';
import { log } from '@/lib/server/log';
import { startUp } from './start-up';

/**
 * Starts the database for this server process, then tells the launcher (src/http/start.mjs), which
 * listens only then and calls the app's stop on SIGINT/SIGTERM. A failure here must stop the
 * process: otherwise Next.js keeps running and answers 500 to every request.
 */
export async function registerNodeStartUp() {
  try {
    appStarted(await startUp());
  } catch (error) {
    log.fatal({ err: error }, `start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
