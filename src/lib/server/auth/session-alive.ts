import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { headers } from 'next/headers';
import { sessions } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { sessionTokenOf } from '@/runtime/next-seams.mjs';

// Whether the request still carries a live session, read without Better Auth's getSession: for a
// session that ended, getSession deletes its cookie, which in a server action makes Next.js render
// the page again, and the admin layout then sends the user to /login, losing the form. A server
// action asks this first and answers 'Sessão expirada' instead (issue 22 §4).

export async function hasLiveSession(): Promise<boolean> {
  // Better Auth's cookie, read as the framework seam says (src/runtime/next-seams.mjs).
  const token = sessionTokenOf((await headers()).get('cookie') ?? '');
  if (!token) return false;
  const [row] = await getDb()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  return Boolean(row);
}
