import type { ReactNode } from 'react';
import { ErrorToast } from '@/components/site/error-toast/error-toast';
import type { PostPage, PublicPostSummary } from '../public-queries';
import { PublicPagination } from './public-pagination';
import { PublicPostCard } from './public-post-card';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';

/** A page of posts, or null when it could not be read (the page then shows the spec's error). */
export async function loadPostPage<T extends PostPage<PublicPostSummary>>(
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error }, 'could not load the blog posts');
    return null;
  }
}

/** The spec's error (SPEC §8): a toast and the text in place. */
function PostListError({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <>
      <ErrorToast message={t('blog.errorToast')} />
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t('blog.error')}
      </p>
    </>
  );
}

/**
 * A page of posts in a three-column grid with its pagination, or the empty text, or the error
 * (SPEC §2, §8). The first card's photo is the page's largest paint: loaded first.
 */
export function PublicPostList({
  locale,
  result,
  hrefOf,
  empty,
  card = (post, index) => <PublicPostCard post={post} locale={locale} priority={index === 0} />,
}: {
  locale: Locale;
  result: PostPage<PublicPostSummary> | null;
  hrefOf: (page: number) => string;
  empty?: string;
  card?: (post: PublicPostSummary, index: number) => ReactNode;
}) {
  if (!result) return <PostListError locale={locale} />;
  if (result.items.length === 0)
    return (
      <p className="py-12 text-center text-lg text-slate-600">{empty ?? translator(locale)('blog.empty')}</p>
    );
  return (
    <>
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {result.items.map((post, index) => (
          <li key={post.id}>{card(post, index)}</li>
        ))}
      </ul>
      <PublicPagination page={result.page} pageCount={result.pageCount} hrefOf={hrefOf} locale={locale} />
    </>
  );
}
