import { startUp } from './start-up';

// Shared with the launcher, scripts/start.mjs, which waits for __tribunaReady before listening.
const state = globalThis as unknown as {
  __tribunaStop?: () => Promise<void>;
  __tribunaReady?: { resolve: () => void };
};

/**
 * Starts the database for this server process. A failure here must stop the process: otherwise
 * Next.js keeps running and answers 500 to every request.
 */
export async function registerNodeStartUp() {
  try {
    const app = await startUp();
    // The launcher (scripts/start.mjs) calls this on SIGINT/SIGTERM.
    state.__tribunaStop = app.stop;
    state.__tribunaReady?.resolve();
  } catch (error) {
    console.error(`\n[start] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
