import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/site/page-hero';
import { BlogSearchForm } from './blog-search-form';

export const BLOG_DESCRIPTION =
  'Artigos da nossa equipe sobre direito empresarial, tributário, sucessões e mais.';

/** The blog's list pages (/blog, its pages, a tag, a search): the heading, the search box, the list. */
export function BlogListing({
  title,
  lead = BLOG_DESCRIPTION,
  term,
  children,
}: {
  title: string;
  lead?: string;
  term?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <BlogSearchForm term={term} />
          <a
            href="/blog/feed.xml"
            className="mb-10 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <Icon name="rss" className="size-4" />
            Assine o feed (RSS)
          </a>
        </div>
        {children}
      </div>
    </>
  );
}
