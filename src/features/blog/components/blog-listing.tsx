import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { feedHref } from '../links';
import { BlogSearchForm } from './blog-search-form';

/** The blog's list pages (/blog, its pages, a tag, a search): the heading, the search box, the list. */
export function BlogListing({
  locale,
  title,
  lead,
  term,
  children,
}: {
  locale: Locale;
  title: string;
  lead?: string;
  term?: string;
  children: ReactNode;
}) {
  const t = translator(locale);
  return (
    <>
      <PageHero title={title} lead={lead ?? t('blog.description')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <BlogSearchForm term={term} locale={locale} />
          <a
            href={feedHref(locale)}
            className="mb-10 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <Icon name="rss" className="size-4" />
            {t('blog.feed')}
          </a>
        </div>
        {children}
      </div>
    </>
  );
}
