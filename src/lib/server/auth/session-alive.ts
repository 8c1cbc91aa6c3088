import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { headers } from 'next/headers';
import { sessions } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';

// Whether the request still carries a live session, read without Better Auth's getSession: for a
// session that ended, getSession deletes its cookie, which in a server action makes Next.js render
// the page again, and the admin layout then sends the user to /login, losing the form. A server
// action asks this first and answers 'Sessão expirada' instead (issue 22 §4).

export async function hasLiveSession(): Promise<boolean> {
  const pairs = ((await headers()).get('cookie') ?? '').split(';').map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
  });
  const value = pairs.find(([name]) => name.endsWith('session_token'))?.[1];
  // The cookie is "token.signature"; the token is what the sessions table keeps.
  const token = value ? decodeURIComponent(value).split('.')[0] : '';
  if (!token) return false;
  const [row] = await getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  return Boolean(row);
}
