import { ArrowLeft } from 'lucide-react';
import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/site/button-link';
import { JsonLd } from '@/components/site/json-ld';
import { PublicPostArticle } from '@/features/blog/components/public-post-article';
import { POST_FALLBACKS } from '@/features/blog/format';
import { getActivePost } from '@/features/blog/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata, siteUrl } from '@/features/site/metadata';
import { blogPostingJsonLd } from '@/lib/server/structured-data';

// Posts are rendered on their first visit and then served from the cache (none at build time).
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const [post, { firmName }] = await Promise.all([getActivePost(id), getSiteSettingsOrDefaults()]);
  if (!post) return { title: 'Artigo não encontrado', robots: { index: false } };
  return pageMetadata(
    {
      title: post.title,
      description: post.summary || POST_FALLBACKS.summary,
      path: `/blog/${post.id}`,
      type: 'article',
      image: post.imageUrl,
    },
    firmName,
  );
}

export default async function PostPage({ params }: Props) {
  const { id } = await params;
  const [post, { firmName }] = await Promise.all([getActivePost(id), getSiteSettingsOrDefaults()]);
  if (!post) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLd
        data={blogPostingJsonLd(
          {
            ...post,
            summary: post.summary || POST_FALLBACKS.summary,
            author: post.author || POST_FALLBACKS.author,
          },
          firmName,
          siteUrl(),
        )}
      />
      <ButtonLink href="/blog" variant="outline" className="mb-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Voltar para o blog
      </ButtonLink>
      <PublicPostArticle post={post} />
    </div>
  );
}
