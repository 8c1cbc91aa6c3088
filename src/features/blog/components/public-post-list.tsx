import { ErrorToast } from '@/components/site/error-toast/error-toast';
import { getActivePosts, type PublicPostSummary } from '../public-queries';
import { PublicPostCard } from './public-post-card';

export const BLOG_EMPTY = 'Nenhum artigo disponível no momento.';
export const BLOG_ERROR = 'Erro ao carregar os artigos. Por favor, tente novamente mais tarde.';

/** Active posts in a three-column grid, or the empty or error text (SPEC §2, §8). */
export async function PublicPostList() {
  let posts: PublicPostSummary[];
  try {
    posts = await getActivePosts();
  } catch (error) {
    console.error('[blog] could not load the posts:', error);
    return (
      <>
        <ErrorToast message="Erro ao carregar artigos do blog" />
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {BLOG_ERROR}
        </p>
      </>
    );
  }
  if (posts.length === 0) return <p className="py-12 text-center text-lg text-slate-600">{BLOG_EMPTY}</p>;
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PublicPostCard post={post} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
