// The page number of a rewritten list page (/blog/pagina/N, /blog/tag/{tag}/pagina/N): a whole
// number from 2 on (page 1 is the list's own address), else null (404).
export function listPageNumber(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) && Number(value) >= 2 ? Number(value) : null;
}
