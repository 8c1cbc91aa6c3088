import type { MediaQuery } from './schema';

// The library's addresses: its filters and page live in the query string (a GET form), and an
// item's panel is ?item=<id> on top of them.

export const MEDIA_PATH = '/admin/midia';

/** The library's address for a query, a page and an opened item. */
export function mediaHref(
  query: Partial<MediaQuery>,
  changes: { pagina?: number; item?: string | null } = {},
) {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tipo) params.set('tipo', query.tipo);
  if (query.filtro) params.set('filtro', query.filtro);
  const page = changes.pagina ?? query.pagina ?? 1;
  if (page > 1) params.set('pagina', String(page));
  if (changes.item) params.set('item', changes.item);
  const search = params.toString();
  return search ? `${MEDIA_PATH}?${search}` : MEDIA_PATH;
}
