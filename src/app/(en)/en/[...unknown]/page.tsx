import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/site/not-found-page';
import { translator } from '@/lib/server/i18n';
import { NOT_FOUND_META } from '@/runtime/public-routes.mjs';

// Every unknown address under /en: the English 404, drawn whole in the English site's shell. Not
// through notFound(), which answers Next.js's streamed error shell here: the page says it is a 404
// (NOT_FOUND_META) and the HTTP layer answers with that status (ADR 0027). Rendered per request:
// an address that does not exist is never kept in a cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: translator('en')('site.notFound.title'),
  robots: { index: false },
  other: { [NOT_FOUND_META.name]: NOT_FOUND_META.content },
};

export default function UnknownEnglishAddress() {
  return <NotFoundPage locale="en" />;
}
