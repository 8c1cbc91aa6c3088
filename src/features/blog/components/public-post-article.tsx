import { Image } from '@/components/site/image';
import { slugify } from '@/lib/shared/slug';
import type { Locale } from '@/lib/shared/locale';
import { readingMinutes, tableOfContents } from '@/lib/shared/rich-text/reading';
import type { Tree } from '@/lib/shared/rich-text/tree';
import { translator } from '@/lib/server/i18n';
import { formatPostDate, postFallbacks } from '../format';
import { tagHref } from '../links';
import type { PublicPost } from '../public-queries';
import { RichText } from './rich-text';

/** The post's photo: the page's largest paint, so it is preloaded first, sized for the screen. */
const COVER_SIZES = '(min-width: 768px) 720px, 100vw';

function TagLinks({ tags, locale }: { tags: string[]; locale: Locale }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={translator(locale)('blog.tags')}>
      {tags.map((tag) => {
        const slug = slugify(tag);
        const classes = 'rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800';
        return (
          <li key={tag}>
            {slug ? (
              <a
                href={tagHref(slug, 1, locale)}
                className={`${classes} inline-block hover:bg-brand-100 hover:underline`}
              >
                {tag}
              </a>
            ) : (
              <span className={classes}>{tag}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Neste artigo': the level-2 headings of a long post, each a link to its section. */
function Contents({ entries, locale }: { entries: Tree['headings']; locale: Locale }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="neste-artigo" className="mt-8 rounded-xl border border-slate-200 bg-brand-50 p-6">
      <h2 id="neste-artigo" className="text-lg font-semibold text-brand-900">
        {translator(locale)('blog.contents')}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-brand-800">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One article: title, author, date and reading time, tags, photo, summary, contents and text. */
export function PublicPostArticle({ post, tree, locale }: { post: PublicPost; tree: Tree; locale: Locale }) {
  const t = translator(locale);
  const fallbacks = postFallbacks(locale);
  return (
    <article>
      <header>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-slate-600">
          {t('blog.by')} <span className="font-medium text-slate-800">{post.author || fallbacks.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
          <span aria-hidden="true"> · </span>
          {t('blog.readingTime', { minutes: readingMinutes(post.contentText) })}
        </p>
        <TagLinks tags={post.tags} locale={locale} />
      </header>
      {post.imageUrl && (
        <div className="relative mt-8 aspect-video overflow-hidden rounded-xl bg-brand-100">
          <Image src={post.imageUrl} alt="" fill priority sizes={COVER_SIZES} className="object-cover" />
        </div>
      )}
      <p className="mt-8 text-lg font-medium text-slate-700">{post.summary || fallbacks.summary}</p>
      <Contents entries={tableOfContents(post.contentText, tree.headings)} locale={locale} />
      <div className="mt-8">
        {tree.nodes.length > 0 ? <RichText nodes={tree.nodes} /> : <p>{fallbacks.content}</p>}
      </div>
    </article>
  );
}
