import 'server-only';

// The Better Auth endpoints reachable over HTTP, under /api/auth (src/app/api/auth/[...all]/route.ts).
// Everything else Better Auth (and its plugins) defines answers 404 there: the site's own forms call
// Better Auth on the server through server actions (src/features/auth/actions.ts), so its HTTP API
// is not a second way in. A path added here needs its cases in the authorization matrix
// (tests/integration/authorization/auth-http.cases.ts), which reads this list.
export const AUTH_HTTP_PATHS: readonly string[] = [];

/** Whether a request path under the handler's base (e.g. '/sign-in/email') is open. */
export function isOpenAuthPath(path: string): boolean {
  return AUTH_HTTP_PATHS.includes(path);
}
