import 'server-only';

/**
 * The server's secret (BETTER_AUTH_SECRET, generated into DATA_DIR at start when unset), for what
 * the server signs besides sessions: booking links, form drafts. Each use signs with its own prefix.
 */
export function serverSecret(): string {
  const value = process.env.BETTER_AUTH_SECRET;
  if (value) return value;
  if (process.env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET is not set');
  return 'tribuna-development-secret-not-for-production';
}
