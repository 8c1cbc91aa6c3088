import { Image } from '@/components/site/image';
import { slugify } from '@/lib/shared/slug';
import { readingTimeLabel, tableOfContents } from '@/lib/shared/rich-text/reading';
import type { Tree } from '@/lib/shared/rich-text/tree';
import { formatPostDate, POST_FALLBACKS } from '../format';
import { tagHref } from '../links';
import type { PublicPost } from '../public-queries';
import { RichText } from './rich-text';

/** The post's photo: the page's largest paint, so it is preloaded first, sized for the screen. */
const COVER_SIZES = '(min-width: 768px) 720px, 100vw';

function TagLinks({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => {
        const slug = slugify(tag);
        const classes = 'rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800';
        return (
          <li key={tag}>
            {slug ? (
              <a
                href={tagHref(slug)}
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
function Contents({ entries }: { entries: Tree['headings'] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="neste-artigo" className="mt-8 rounded-xl border border-slate-200 bg-brand-50 p-6">
      <h2 id="neste-artigo" className="text-lg font-semibold text-brand-900">
        Neste artigo
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
export function PublicPostArticle({ post, tree }: { post: PublicPost; tree: Tree }) {
  return (
    <article>
      <header>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-slate-600">
          Por <span className="font-medium text-slate-800">{post.author || POST_FALLBACKS.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {readingTimeLabel(post.contentText)}
        </p>
        <TagLinks tags={post.tags} />
      </header>
      {post.imageUrl && (
        <div className="relative mt-8 aspect-video overflow-hidden rounded-xl bg-brand-100">
          <Image src={post.imageUrl} alt="" fill priority sizes={COVER_SIZES} className="object-cover" />
        </div>
      )}
      <p className="mt-8 text-lg font-medium text-slate-700">{post.summary || POST_FALLBACKS.summary}</p>
      <Contents entries={tableOfContents(post.contentText, tree.headings)} />
      <div className="mt-8">
        {tree.nodes.length > 0 ? <RichText nodes={tree.nodes} /> : <p>{POST_FALLBACKS.content}</p>}
      </div>
    </article>
  );
}
