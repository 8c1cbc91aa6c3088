import { NextResponse, type NextRequest } from 'next/server';
import { blogRouting } from '@/features/blog/proxy-routing';
import { siteHasLanguage } from '@/lib/server/env';
import { SERVER_ACTION_HEADER, SESSION_COOKIES } from '@/runtime/next-seams.mjs';
import { ENGLISH_PREFIX, languageOfPath } from '@/runtime/public-routes.mjs';

// Three jobs, before a page is rendered:
// - a site in Portuguese only (SITE_LANGUAGES=pt-BR, ADR 0027) has no /en: those addresses answer
//   the site's 404;
// - the blog's addresses (issue 21): old addresses answer 301, and the list's query strings
//   (?pagina=, ?q=) are served by cacheable pages (src/features/blog/proxy-routing.ts);
// - a visitor without a session cookie never reaches an admin page: a real HTTP redirect to /login.
//   This only looks at the cookie; the admin layout and every service verify the session and role.

export async function proxy(request: NextRequest) {
  if (languageOfPath(request.nextUrl.pathname) === 'en')
    return siteHasLanguage('en')
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(`${ENGLISH_PREFIX}-sem-ingles`, request.url));
  if (request.nextUrl.pathname === '/blog' || request.nextUrl.pathname.startsWith('/blog/'))
    return blogRouting(request);
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
