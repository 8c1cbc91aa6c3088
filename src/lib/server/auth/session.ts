import 'server-only';
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { administrators } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { getAuth } from './auth';
import type { Actor } from '@/lib/shared/auth/permissions';

/** The signed-in actor of the current request (once per request), or null for a visitor. */
export const getActor = cache(async (): Promise<Actor | null> => {
  // headers() first: it marks the render as dynamic before anything touches the database.
  const requestHeaders = await headers();
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const [admin] = await getDb()
    .select({ role: administrators.userType })
    .from(administrators)
    .where(eq(administrators.id, session.user.id));
  if (!admin) return null;
  return {
    userId: session.user.id,
    email: session.user.email,
    role: admin.role,
    sessionId: session.session.id,
  };
});
