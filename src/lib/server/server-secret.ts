import 'server-only';
import { startedSettings } from '@/runtime/runtime.mjs';

/**
 * BETTER_AUTH_SECRET, or the secret start-up generated into DATA_DIR when it is unset (recorded in
 * the runtime, src/startup/start-up.ts); undefined where neither is known (Better Auth then uses its
 * development secret).
 */
export function serverSecretIfSet(): string | undefined {
  return startedSettings().authSecret ?? process.env.BETTER_AUTH_SECRET;
}

/**
 * The server's secret (BETTER_AUTH_SECRET, generated into DATA_DIR at start when unset), for what
 * the server signs besides sessions: booking links, form drafts. Each use signs with its own prefix.
 */
export function serverSecret(): string {
  const value = serverSecretIfSet();
  if (value) return value;
  if (process.env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET is not set');
  return 'tribuna-development-secret-not-for-production';
}
