import { Image } from '@/components/site/image';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { formatPostDate, postFallbacks } from '../format';
import { postHref } from '../links';
import type { PublicPostSummary } from '../public-queries';

export function PublicPostCard({
  post,
  locale,
  priority = false,
  children,
  heading = 'h2',
}: {
  post: PublicPostSummary;
  locale: Locale;
  priority?: boolean;
  /** What to show instead of the summary (a search result's snippet). */
  children?: React.ReactNode;
  /** The title's heading level: h3 under a section's own heading ('Leia também'). */
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  const fallbacks = postFallbacks(locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-video bg-brand-100">
        {post.imageUrl && (
          <Image
            src={post.imageUrl}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1152px) 360px, (min-width: 768px) 33vw, 100vw"
            className="object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          {post.author || fallbacks.author}
        </p>
        <Heading className="mt-2 text-xl font-semibold text-brand-900">
          <a
            href={postHref(post.slug, locale)}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600">{children ?? (post.summary || fallbacks.summary)}</p>
        <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
          {translator(locale)('blog.readMore')}
        </p>
      </div>
    </article>
  );
}
