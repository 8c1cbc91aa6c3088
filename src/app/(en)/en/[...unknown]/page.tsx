import { notFound } from 'next/navigation';

// Every unknown address under /en: the English 404 (../not-found.tsx), in the English site's shell.
// Rendered per request: an address that does not exist is never kept in the page cache.
export const dynamic = 'force-dynamic';

export default function UnknownEnglishPage(): never {
  notFound();
}
