import { NextResponse, type NextRequest } from 'next/server';

// A visitor without a session cookie never reaches an admin page: a real HTTP redirect to /login.
// This only looks at the cookie; the admin layout and every service verify the session and role.

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.get(name)?.value)) return NextResponse.next();
  // Server actions answer for themselves (each checks the role; "Sair" must be able to say
  // "Sessão expirada"), and any page they re-render still passes the admin layout's check.
  if (request.method === 'POST' && request.headers.has('next-action')) return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('denied', '1');
  return NextResponse.redirect(login);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
