import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/site/not-found-page';
import { translator } from '@/lib/server/i18n';

export const metadata: Metadata = {
  title: translator('en')('site.notFound.title'),
  robots: { index: false },
};

/** An English page whose item is not there (a booking's token, say); unknown addresses: ./[...unknown]. */
export default function EnglishNotFound() {
  return <NotFoundPage locale="en" />;
}
