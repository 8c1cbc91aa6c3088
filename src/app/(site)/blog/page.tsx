import { BLOG_DESCRIPTION, BlogListing } from '@/features/blog/components/blog-listing';
import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { loadPostPage, PublicPostList } from '@/features/blog/components/public-post-list';
import { blogPageHref } from '@/features/blog/links';
import { getPostPage } from '@/features/blog/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

// /blog: the first page of posts. Its other pages (/blog?pagina=N) and searches (/blog?q=…) are
// pages of their own (src/features/blog/proxy-routing.ts), so this one is rendered once and cached.

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Blog', description: BLOG_DESCRIPTION, path: '/blog' }, firmName);
}

export default async function BlogPage() {
  const result = await loadPostPage(() => getPostPage(1));
  return (
    <BlogListing title="Blog">
      <PublicPostList result={result} hrefOf={blogPageHref} />
      <div className="mt-12">
        <SubscribeForm />
      </div>
    </BlogListing>
  );
}
