import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { blogHref } from '../links';

/** Search limit of the box (and of the query the page accepts). */
export const SEARCH_TERM_MAX = 200;

/**
 * The blog's search box (issue 21): a plain GET form to /blog?q=… (/en/blog?q=…), so it works without JavaScript
 * and each search has its own address.
 */
export function BlogSearchForm({ term = '', locale }: { term?: string; locale: Locale }) {
  const t = translator(locale);
  return (
    <form
      method="get"
      action={blogHref(locale)}
      role="search"
      aria-label={t('blog.searchForm')}
      className="mb-10 max-w-xl"
    >
      <label htmlFor="blog-search" className="block text-sm font-medium text-slate-800">
        {t('blog.searchLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={term}
          maxLength={SEARCH_TERM_MAX}
          placeholder={t('blog.searchPlaceholder')}
          className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-accent-500"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          <Icon name="search" className="size-4" />
          {t('blog.searchButton')}
        </button>
      </div>
    </form>
  );
}

/** A search result's snippet, its matching words marked (between \u0001 and \u0002). */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(/\u0001([^\u0002]*)\u0002/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-accent-400/40 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
