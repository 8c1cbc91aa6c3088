import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/site/not-found-page';
import { translator } from '@/lib/server/i18n';

export const metadata: Metadata = {
  title: translator('en')('site.notFound.title'),
  robots: { index: false },
};

/** Every unknown address of the English site, and an English page that is not there. */
export default function EnglishNotFound() {
  return <NotFoundPage locale="en" />;
}
