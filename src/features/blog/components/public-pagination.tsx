import type { PaginationProps } from '@/components/ui/pagination';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';

// 'Anterior', the page numbers and 'Próxima' under a list of posts (issue 21): plain links, so every
// page has its own address (/blog?pagina=2) and works without JavaScript.

/** The numbers to show: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, i) => (i > 0 && n - numbers[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 font-medium text-brand-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';
const CURRENT =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand-800 px-3 font-semibold text-white';

export function PublicPagination({ page, pageCount, hrefOf, locale }: PaginationProps & { locale: Locale }) {
  if (pageCount <= 1) return null;
  const t = translator(locale);
  return (
    <nav aria-label={t('blog.pagination')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" className={LINK}>
              {t('blog.previous')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map((n, i) => (
          <li key={n === 'gap' ? `gap-${i}` : n}>
            {n === 'gap' ? (
              <span aria-hidden="true" className="px-1 text-slate-500">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className={CURRENT}>
                <span className="sr-only">{t('blog.pageWord')}</span>
                {n}
              </span>
            ) : (
              <a href={hrefOf(n)} className={LINK} aria-label={t('blog.pageNumber', { page: n })}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={hrefOf(page + 1)} rel="next" className={LINK}>
              {t('blog.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
