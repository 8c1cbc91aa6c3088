// Pages whose address carries a working credential: a booking's link (it shows, cancels and
// reschedules the booking: /agendar-consulta/reserva/{token}, …/cancelar, …/remarcar, and its English
// twins /en/book-a-consultation/booking/{token}, …/cancel, …/reschedule) and a preview
// link (/pre-visualizacao/{token}), and a client alert subscriber's links (/informativos/confirmar,
// /informativos/preferencias and /informativos/cancelar/{token}, issue 35, and their English twins
// /en/alerts/confirm, /en/alerts/preferences and /en/alerts/unsubscribe/{token}). Such a path is never kept: not as a visit (src/features/visits),
// nor as the page a request came from (attribution.ts), where the token gives way to `[token]`.
// Migration 0019 removed the ones stored before. tests/integration/visits/visits.test.ts checks
// that every `[token]` route of src/runtime/public-routes.mjs is one of these.

/** The stored form (no leading slash; a pathname's leading slashes are ignored) of a token path. */
const TOKEN_PATH =
  /^(\/*)(agendar-consulta\/reserva|en\/book-a-consultation\/booking|pre-visualizacao|informativos\/(?:confirmar|preferencias|cancelar)|en\/alerts\/(?:confirm|preferences|unsubscribe))\/[^/]+/;

/** Whether a pathname, or a stored path, carries a token. */
export function hasPathToken(path: string): boolean {
  return TOKEN_PATH.test(path);
}

/** The path with its token replaced by `[token]` (`agendar-consulta/reserva/[token]/remarcar`). */
export function withoutPathToken(path: string): string {
  return path.replace(TOKEN_PATH, '$1$2/[token]');
}
