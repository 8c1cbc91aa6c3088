import { notFound } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/site/button-link';
import { JsonLd } from '@/components/site/json-ld';
import { ShareButtons } from '@/components/site/share-buttons/share-buttons';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { PublicPostArticle } from '@/features/blog/components/public-post-article';
import { RelatedPosts } from '@/features/blog/components/related-posts';
import { postFallbacks } from '@/features/blog/format';
import { blogHref, postHref } from '@/features/blog/links';
import { getPublicPost, getTwinSlug, type PublicPost } from '@/features/blog/public-queries';
import { safeDoc } from '@/features/blog/rich-content';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata, siteUrl } from '@/features/site/metadata';
import { alternatesOf } from '@/lib/server/alternates';
import { translator } from '@/lib/server/i18n';
import { blogPostingJsonLd } from '@/lib/server/structured-data';
import type { Locale } from '@/lib/shared/locale';
import { toTree } from '@/lib/shared/rich-text/tree';

// A post's page in either language: /blog/{slug} and /en/blog/{english-slug} (issues 21 and 34).
// Older addresses, the post's id and earlier slugs, answer 301 before this
// (src/features/blog/proxy-routing.ts). Posts are rendered on their first visit and then served
// from the cache (none at build time). A post whose other language is public names it (hreflang),
// and the header's language link leads there.

/** The post's address in each language that shows it. */
async function languagesOf(locale: Locale, post: PublicPost) {
  const twin = await getTwinSlug({ id: post.id, translationOf: post.translationOf });
  const other: Locale = locale === 'en' ? 'pt-BR' : 'en';
  return alternatesOf({ [locale]: postHref(post.slug, locale), [other]: twin && postHref(twin, other) });
}

export async function postMetadata(locale: Locale, slug: string) {
  const [post, { firmName }] = await Promise.all([getPublicPost(locale, slug), getSiteSettingsOrDefaults()]);
  if (!post) return { title: translator(locale)('blog.notFoundMeta'), robots: { index: false } };
  // 'Título para buscadores' is the whole title, as its preview in the form shows it.
  return pageMetadata(
    {
      title: post.seoTitle || post.title,
      absoluteTitle: Boolean(post.seoTitle),
      description: post.seoDescription || post.summary || postFallbacks(locale).summary,
      path: postHref(post.slug, locale),
      type: 'article',
      image: post.socialImageUrl || post.imageUrl,
      noindex: post.noindex,
      languages: await languagesOf(locale, post),
    },
    firmName,
  );
}

export async function PostPage({ locale, slug }: { locale: Locale; slug: string }) {
  const [post, { firmName }] = await Promise.all([getPublicPost(locale, slug), getSiteSettingsOrDefaults()]);
  if (!post) notFound();
  const t = translator(locale);
  const fallbacks = postFallbacks(locale);
  const url = siteUrl();
  const tree = toTree(safeDoc(post.content), url);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={blogPostingJsonLd(
          {
            ...post,
            path: postHref(post.slug, locale),
            locale,
            summary: post.seoDescription || post.summary || fallbacks.summary,
            author: post.author || fallbacks.author,
            imageUrl: post.socialImageUrl || post.imageUrl,
            text: post.contentText,
          },
          firmName,
          url,
        )}
      />
      <ButtonLink href={blogHref(locale)} variant="outline" className="mb-8">
        <Icon name="arrow-left" className="size-4" />
        {t('blog.back')}
      </ButtonLink>
      <PublicPostArticle post={post} tree={tree} locale={locale} />
      <div className="mt-10 border-t border-slate-200 pt-6">
        <p className="mb-3 text-sm font-medium text-slate-700">{t('blog.share')}</p>
        <ShareButtons url={`${url}${postHref(post.slug, locale)}`} title={post.title} locale={locale} />
      </div>
      <RelatedPosts post={post} locale={locale} />
      {locale === 'pt-BR' && (
        <div className="mt-12">
          <SubscribeForm />
        </div>
      )}
    </div>
  );
}

/** 'Artigo não encontrado.' with the way back to the blog. */
export function PostNotFound({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">{t('blog.notFoundTitle')}</h1>
      <p className="mt-4 text-slate-600">{t('blog.notFoundText')}</p>
      <ButtonLink href={blogHref(locale)} variant="dark" className="mt-8">
        <Icon name="arrow-left" className="size-4" />
        {t('blog.back')}
      </ButtonLink>
    </div>
  );
}
