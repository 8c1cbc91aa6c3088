import { NextResponse, type NextRequest } from 'next/server';
import { blogHref } from '@/features/blog/links';
import { blogRouting } from '@/features/blog/proxy-routing';
import { siteHasLanguage } from '@/lib/server/env';
import { SERVER_ACTION_HEADER, SESSION_COOKIES } from '@/runtime/next-seams.mjs';
import { ENGLISH_PREFIX, languageOfPath } from '@/runtime/public-routes.mjs';

// Three jobs, before a page is rendered:
// - a site in Portuguese only (SITE_LANGUAGES=pt-BR, ADR 0027) has no /en: those addresses answer
//   the site's 404;
// - the blog's addresses in each language (issues 21 and 34): old addresses answer 301, and the
//   list's query strings (?pagina=, ?page=, ?q=) are served by cacheable pages
//   (src/features/blog/proxy-routing.ts);
// - a visitor without a session cookie never reaches an admin page: a real HTTP redirect to /login.
//   This only looks at the cookie; the admin layout and every service verify the session and role.

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const locale = languageOfPath(pathname);
  if (locale === 'en' && !siteHasLanguage('en'))
    return NextResponse.rewrite(new URL(`${ENGLISH_PREFIX}-sem-ingles`, request.url));
  const blog = blogHref(locale);
  if (pathname === blog || pathname.startsWith(`${blog}/`)) return blogRouting(request, locale);
  if (locale === 'en') return NextResponse.next();
  if (SESSION_COOKIES.some((name) => request.cookies.get(name)?.value)) return NextResponse.next();
  // Server actions answer for themselves (each checks the role; "Sair" must be able to say
  // "Sessão expirada"), and any page they re-render still passes the admin layout's check.
  if (request.method === 'POST' && request.headers.has(SERVER_ACTION_HEADER)) return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('denied', '1');
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/blog', '/blog/:path*', '/en', '/en/:path*'],
};
