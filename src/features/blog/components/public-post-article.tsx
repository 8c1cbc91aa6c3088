import { Image } from '@/components/site/image';
import { formatPostDate, paragraphsOf, POST_FALLBACKS } from '../format';
import type { PublicPost } from '../public-queries';

/** One article: title, author and date, image, tags and its lines as paragraphs. */
export function PublicPostArticle({ post }: { post: PublicPost }) {
  const paragraphs = paragraphsOf(post.content ?? '');
  return (
    <article>
      <header>
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-slate-600">
          Por <span className="font-medium text-slate-800">{post.author || POST_FALLBACKS.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
        {post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </header>
      {post.imageUrl && (
        <div className="relative mt-8 aspect-video overflow-hidden rounded-xl bg-brand-100">
          <Image
            src={post.imageUrl}
            alt=""
            fill
            priority
            sizes="(min-width: 768px) 720px, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <p className="mt-8 text-lg font-medium text-slate-700">{post.summary || POST_FALLBACKS.summary}</p>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-800">
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
        ) : (
          <p>{POST_FALLBACKS.content}</p>
        )}
      </div>
    </article>
  );
}
