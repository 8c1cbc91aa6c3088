// The blog's public addresses (issue 21), built in one place.

export const postHref = (slug: string) => `/blog/${slug}`;

export const blogPageHref = (page: number) => (page > 1 ? `/blog?pagina=${page}` : '/blog');

export const tagHref = (tagSlug: string, page = 1) =>
  `/blog/tag/${tagSlug}${page > 1 ? `?pagina=${page}` : ''}`;

export const searchHref = (term: string, page = 1) =>
  `/blog?${new URLSearchParams({ q: term, ...(page > 1 && { pagina: String(page) }) })}`;
