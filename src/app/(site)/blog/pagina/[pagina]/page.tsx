import { notFound } from 'next/navigation';
import { BLOG_DESCRIPTION, BlogListing } from '@/features/blog/components/blog-listing';
import { loadPostPage, PublicPostList } from '@/features/blog/components/public-post-list';
import { blogPageHref } from '@/features/blog/links';
import { getPostPage } from '@/features/blog/public-queries';
import { listPageNumber } from '@/features/blog/page-numbers';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

// /blog?pagina=N (N ≥ 2), rewritten here by src/features/blog/proxy-routing.ts; a page past the last is 404.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ pagina: string }> };

export async function generateMetadata({ params }: Props) {
  const page = listPageNumber((await params).pagina);
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    { title: `Blog – página ${page}`, description: BLOG_DESCRIPTION, path: blogPageHref(page ?? 1) },
    firmName,
  );
}

export default async function BlogListPage({ params }: Props) {
  const page = listPageNumber((await params).pagina);
  if (!page) notFound();
  const result = await loadPostPage(() => getPostPage(page));
  if (result && result.page !== page) notFound();
  return (
    <BlogListing title="Blog">
      <PublicPostList result={result} hrefOf={blogPageHref} />
    </BlogListing>
  );
}
