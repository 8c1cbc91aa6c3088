import { notFound } from 'next/navigation';
import { BlogListing } from '@/features/blog/components/blog-listing';
import { loadPostPage, PublicPostList } from '@/features/blog/components/public-post-list';
import { tagHref } from '@/features/blog/links';
import { getTagPage } from '@/features/blog/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

// /blog/tag/{tag} and its pages (/blog/tag/{tag}?pagina=N, rewritten to …/pagina/N): the tag's
// public posts, newest first. A tag without public posts, or a page past the last, is 404.

const leadOf = (tag: string) => `Artigos sobre ${tag}.`;

export async function tagPageMetadata(tagSlug: string, page: number) {
  const [result, { firmName }] = await Promise.all([
    getTagPage(tagSlug, page).catch(() => null),
    getSiteSettingsOrDefaults(),
  ]);
  const tag = result?.tag ?? tagSlug;
  const title = page > 1 ? `${tag} – página ${page}` : tag;
  return pageMetadata({ title, description: leadOf(tag), path: tagHref(tagSlug, page) }, firmName);
}

export async function TagPage({ tagSlug, page }: { tagSlug: string; page: number }) {
  const result = await loadPostPage(() => getTagPage(tagSlug, page));
  if (result && (!result.tag || result.page !== page)) notFound();
  const tag = result?.tag ?? tagSlug;
  return (
    <BlogListing title={tag} lead={leadOf(tag)}>
      <PublicPostList result={result} hrefOf={(n) => tagHref(tagSlug, n)} />
    </BlogListing>
  );
}
