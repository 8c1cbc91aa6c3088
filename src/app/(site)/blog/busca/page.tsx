import { redirect } from 'next/navigation';
import { BlogListing } from '@/features/blog/components/blog-listing';
import { SEARCH_TERM_MAX, Snippet } from '@/features/blog/components/blog-search-form';
import { PublicPostCard } from '@/features/blog/components/public-post-card';
import { loadPostPage, PublicPostList } from '@/features/blog/components/public-post-list';
import { searchHref } from '@/features/blog/links';
import { SEARCH_WINDOW, searchPosts, type SearchResult } from '@/features/blog/public-queries';
import { pageNumber } from '@/features/blog/page-numbers';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

// /blog?q=… (issue 21), rewritten here by src/features/blog/proxy-routing.ts: the posts matching the
// words, best first, with the words marked in a snippet. The one blog page that reads its query
// string, so it is rendered for each request (its read is cached per term and page).

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function termAndPage(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const term = (first(params.q) ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, SEARCH_TERM_MAX);
  return { term, page: pageNumber(first(params.pagina) ?? null) };
}

export async function generateMetadata({ searchParams }: Props) {
  const { term, page } = await termAndPage(searchParams);
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    {
      title: `Busca: ${term}`,
      description: `Artigos do blog sobre "${term}".`,
      path: searchHref(term, page),
      noindex: true,
    },
    firmName,
  );
}

export default async function BlogSearchPage({ searchParams }: Props) {
  const { term, page } = await termAndPage(searchParams);
  if (!term) redirect('/blog');
  const result = await loadPostPage(() => searchPosts(term, page));
  const total = result?.total ?? 0;
  return (
    <BlogListing title="Busca no blog" lead={`Resultados para "${term}"`} term={term}>
      {total > 0 && (
        <p className="mb-6 text-slate-600" aria-live="polite">
          {total === 1 ? '1 artigo encontrado' : `${total.toLocaleString('pt-BR')} artigos encontrados`}
          {total > SEARCH_WINDOW &&
            ` (mostrando os ${SEARCH_WINDOW.toLocaleString('pt-BR')} mais recentes; refine a busca para ver outros)`}
          .
        </p>
      )}
      <PublicPostList
        result={result}
        hrefOf={(n) => searchHref(term, n)}
        empty={`Nenhum resultado para "${term}".`}
        card={(post, index) => (
          <PublicPostCard post={post} priority={index === 0}>
            <Snippet text={(post as SearchResult).snippet} />
          </PublicPostCard>
        )}
      />
    </BlogListing>
  );
}
