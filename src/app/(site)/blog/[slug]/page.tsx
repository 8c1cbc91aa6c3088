import { Icon } from '@/components/ui/icon';
import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/site/button-link';
import { JsonLd } from '@/components/site/json-ld';
import { ShareButtons } from '@/components/site/share-buttons/share-buttons';
import { PublicPostArticle } from '@/features/blog/components/public-post-article';
import { RelatedPosts } from '@/features/blog/components/related-posts';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { POST_FALLBACKS } from '@/features/blog/format';
import { postHref } from '@/features/blog/links';
import { getPublicPost } from '@/features/blog/public-queries';
import { safeDoc } from '@/features/blog/rich-content';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata, siteUrl } from '@/features/site/metadata';
import { toTree } from '@/lib/shared/rich-text/tree';
import { blogPostingJsonLd } from '@/lib/server/structured-data';

// /blog/{slug} (issue 21). Older addresses, /blog/{id} and earlier slugs, answer 301 before this
// (src/features/blog/proxy-routing.ts). Posts are rendered on their first visit and then served from the
// cache (none at build time).
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const [post, { firmName }] = await Promise.all([getPublicPost(slug), getSiteSettingsOrDefaults()]);
  if (!post) return { title: 'Artigo não encontrado', robots: { index: false } };
  // 'Título para buscadores' is the whole title, as its preview in the form shows it.
  return pageMetadata(
    {
      title: post.seoTitle || post.title,
      absoluteTitle: Boolean(post.seoTitle),
      description: post.seoDescription || post.summary || POST_FALLBACKS.summary,
      path: postHref(post.slug),
      type: 'article',
      image: post.socialImageUrl || post.imageUrl,
      noindex: post.noindex,
    },
    firmName,
  );
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const [post, { firmName }] = await Promise.all([getPublicPost(slug), getSiteSettingsOrDefaults()]);
  if (!post) notFound();
  const url = siteUrl();
  const tree = toTree(safeDoc(post.content), url);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={blogPostingJsonLd(
          {
            ...post,
            summary: post.seoDescription || post.summary || POST_FALLBACKS.summary,
            author: post.author || POST_FALLBACKS.author,
            imageUrl: post.socialImageUrl || post.imageUrl,
            text: post.contentText,
          },
          firmName,
          url,
        )}
      />
      <ButtonLink href="/blog" variant="outline" className="mb-8">
        <Icon name="arrow-left" className="size-4" />
        Voltar para o blog
      </ButtonLink>
      <PublicPostArticle post={post} tree={tree} />
      <div className="mt-10 border-t border-slate-200 pt-6">
        <p className="mb-3 text-sm font-medium text-slate-700">Compartilhe este artigo</p>
        <ShareButtons url={`${url}${postHref(post.slug)}`} title={post.title} />
      </div>
      <RelatedPosts post={post} />
      <div className="mt-12">
        <SubscribeForm />
      </div>
    </div>
  );
}
