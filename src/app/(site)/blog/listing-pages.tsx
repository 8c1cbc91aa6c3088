import { notFound, redirect } from 'next/navigation';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { BlogListing } from '@/features/blog/components/blog-listing';
import { SEARCH_TERM_MAX, Snippet } from '@/features/blog/components/blog-search-form';
import { PublicPostCard } from '@/features/blog/components/public-post-card';
import { loadPostPage, PublicPostList } from '@/features/blog/components/public-post-list';
import { blogHref, blogPageHref, PAGE_PARAM, searchHref, tagHref } from '@/features/blog/links';
import { pageNumber } from '@/features/blog/page-numbers';
import {
  getPostPage,
  getTagPage,
  SEARCH_WINDOW,
  searchPosts,
  type SearchResult,
} from '@/features/blog/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// The blog's list pages in either language (issues 21 and 34): /blog and its pages, a tag's pages
// and a search; /en/blog, …?page=N, /en/blog/tag/{tag} and /en/blog?q=… draw the same with
// `locale="en"`. Other pages than the first and searches reach these through
// src/features/blog/proxy-routing.ts.

async function metadataOf(locale: Locale, page: { title: string; description?: string; path: string }) {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ description: translator(locale)('blog.description'), ...page }, firmName);
}

/** A page of the blog's list: the title, its path, and the page's number. */
export function listMetadata(locale: Locale, page: number) {
  const t = translator(locale);
  return metadataOf(locale, {
    title: page > 1 ? t('blog.pageTitle', { page }) : t('blog.title'),
    path: blogPageHref(page, locale),
  });
}

/** /blog (page 1, with the client alerts' form in Portuguese) and its pages; past the last: 404. */
export async function ListPage({ locale, page }: { locale: Locale; page: number }) {
  const result = await loadPostPage(() => getPostPage(locale, page));
  if (result && result.page !== page) notFound();
  return (
    <BlogListing locale={locale} title={translator(locale)('blog.title')}>
      <PublicPostList locale={locale} result={result} hrefOf={(n) => blogPageHref(n, locale)} />
      {page === 1 && locale === 'pt-BR' && (
        <div className="mt-12">
          <SubscribeForm />
        </div>
      )}
    </BlogListing>
  );
}

export async function tagMetadata(locale: Locale, tagSlug: string, page: number) {
  const t = translator(locale);
  const result = await getTagPage(locale, tagSlug, page).catch(() => null);
  const tag = result?.tag ?? tagSlug;
  return metadataOf(locale, {
    title: page > 1 ? t('blog.tagPageTitle', { tag, page }) : tag,
    description: t('blog.tagLead', { tag }),
    path: tagHref(tagSlug, page, locale),
  });
}

/** A tag's public posts, newest first. A tag without public posts, or a page past the last, is 404. */
export async function TagPage({ locale, tagSlug, page }: { locale: Locale; tagSlug: string; page: number }) {
  const result = await loadPostPage(() => getTagPage(locale, tagSlug, page));
  if (result && (!result.tag || result.page !== page)) notFound();
  const tag = result?.tag ?? tagSlug;
  return (
    <BlogListing locale={locale} title={tag} lead={translator(locale)('blog.tagLead', { tag })}>
      <PublicPostList locale={locale} result={result} hrefOf={(n) => tagHref(tagSlug, n, locale)} />
    </BlogListing>
  );
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function termAndPage(locale: Locale, searchParams: SearchParams) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const term = (first(params.q) ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, SEARCH_TERM_MAX);
  return { term, page: pageNumber(first(params[PAGE_PARAM[locale]]) ?? null) };
}

export async function searchMetadata(locale: Locale, searchParams: SearchParams) {
  const { term, page } = await termAndPage(locale, searchParams);
  const t = translator(locale);
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    {
      title: t('blog.searchMetaTitle', { term }),
      description: t('blog.searchDescription', { term }),
      path: searchHref(term, page, locale),
      noindex: true,
    },
    firmName,
  );
}

/**
 * The posts matching the words, best first, with the words marked in a snippet (stemmed in the
 * page's language). The one blog page that reads its query string, so it is rendered for each
 * request (its read is cached per term and page).
 */
export async function SearchPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const { term, page } = await termAndPage(locale, searchParams);
  if (!term) redirect(blogHref(locale));
  const t = translator(locale);
  const result = await loadPostPage(() => searchPosts(locale, term, page));
  const total = result?.total ?? 0;
  return (
    <BlogListing
      locale={locale}
      title={t('blog.searchTitle')}
      lead={t('blog.searchLead', { term })}
      term={term}
    >
      {total > 0 && (
        <p className="mb-6 text-slate-600" aria-live="polite">
          {t('blog.found', { count: total })}
          {total > SEARCH_WINDOW && t('blog.window', { window: SEARCH_WINDOW })}.
        </p>
      )}
      <PublicPostList
        locale={locale}
        result={result}
        hrefOf={(n) => searchHref(term, n, locale)}
        empty={t('blog.noResults', { term })}
        card={(post, index) => (
          <PublicPostCard post={post} locale={locale} priority={index === 0}>
            <Snippet text={(post as SearchResult).snippet} />
          </PublicPostCard>
        )}
      />
    </BlogListing>
  );
}
