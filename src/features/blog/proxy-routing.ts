import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '@/lib/shared/locale';
import { postRedirect } from './addresses';
import { blogHref, PAGE_PARAM, postHref } from './links';
import { pageNumber } from './page-numbers';
import { RESERVED_SLUGS } from './schema';
import { log } from '@/lib/server/log';

// The blog's public addresses (issues 21 and 34), decided before Next.js renders (src/proxy.ts),
// the same in each language (Portuguese under /blog with 'pagina', English under /en/blog with
// 'page'):
// - /blog/{id} and a post's earlier slugs answer 301 to /blog/{slug}, for ever;
// - /blog?pagina=N and /blog/tag/{tag}?pagina=N are served by the pages /blog/pagina/N and
//   /blog/tag/{tag}/pagina/N: the address visitors see keeps its query string, and each page is
//   rendered once and cached like any public page (a page reading its query string could not be);
// - /blog?q=… is served by /blog/busca, the one page that reads its query string (a search).

/** Each language's page for searches. */
const SEARCH_PAGE: Record<Locale, string> = { 'pt-BR': 'busca', en: 'search' };

const rewrite = (request: NextRequest, path: string) => {
  const url = request.nextUrl.clone();
  url.pathname = path;
  return NextResponse.rewrite(url);
};

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Pages of their own under /blog and /en/blog, never a post's address. */
const OWN_PAGES = new Set<string>([...RESERVED_SLUGS, 'feed.xml']);

export async function blogRouting(request: NextRequest, locale: Locale): Promise<NextResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { pathname, searchParams } = request.nextUrl;
  const blog = blogHref(locale);
  const segments = pathname.slice(blog.length).split('/').filter(Boolean);
  const page = pageNumber(searchParams.get(PAGE_PARAM[locale]));
  const pagePath = `${PAGE_PARAM[locale]}/${page}`;

  if (segments.length === 0) {
    if (searchParams.get('q')?.trim()) return rewrite(request, `${blog}/${SEARCH_PAGE[locale]}`);
    return page > 1 ? rewrite(request, `${blog}/${pagePath}`) : NextResponse.next();
  }
  if (segments.length === 2 && segments[0] === 'tag' && page > 1)
    return rewrite(request, `${blog}/tag/${segments[1]}/${pagePath}`);
  const segment = segments.length === 1 ? decoded(segments[0]!) : null;
  if (segment && !OWN_PAGES.has(segment)) {
    // A failed lookup (the database restarting) lets the page itself answer, with its own error
    // page if it fails too, rather than a bare 500 from here.
    const slug = await postRedirect(segment, locale).catch((error: unknown) => {
      log.error({ err: error }, 'could not look up an earlier blog address');
      return null;
    });
    if (slug) {
      const target = request.nextUrl.clone();
      target.pathname = postHref(slug, locale);
      return NextResponse.redirect(target, 301);
    }
  }
  return NextResponse.next();
}
