// The page numbers of the blog's lists, read from their addresses (src/features/blog/proxy-routing.ts).

/** The requested page number; 1 for anything but a whole number from 2 on. */
export function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

// The page number of a rewritten list page (/blog/pagina/N, /blog/tag/{tag}/pagina/N): a whole
// number from 2 on (page 1 is the list's own address), else null (404).
export function listPageNumber(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) && Number(value) >= 2 ? Number(value) : null;
}
