import { getRelatedPosts, type PublicPost } from '../public-queries';
import { PublicPostCard } from './public-post-card';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';

/** 'Leia também': up to three posts sharing the post's tags, else the newest (issue 21). */
export async function RelatedPosts({ post, locale }: { post: PublicPost; locale: Locale }) {
  const related = await getRelatedPosts(locale, post.id, post.tagSlugs).catch((error: unknown) => {
    log.error({ err: error }, 'could not load the related posts');
    return [];
  });
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="leia-tambem" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="leia-tambem" className="text-2xl font-bold text-brand-900">
        {translator(locale)('blog.related')}
      </h2>
      <ul className="mt-6 grid gap-8 md:grid-cols-3">
        {related.map((item) => (
          <li key={item.id}>
            <PublicPostCard post={item} locale={locale} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
