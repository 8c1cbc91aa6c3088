import 'server-only';
import { eq } from 'drizzle-orm';
import { securityPolicy, users } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';

// 'Exigir autenticação em duas etapas' (/admin/usuarios): read where sign-in decides where to go
// next. getActor reads it on every request (session.ts).

export async function isTwoFactorRequired(): Promise<boolean> {
  const [row] = await getDb()
    .select({ required: securityPolicy.requireTwoFactor })
    .from(securityPolicy)
    .where(eq(securityPolicy.id, 1));
  return row?.required ?? false;
}

/** Whether this account must set up two-step sign-in before any admin page. */
export async function needsTwoFactorSetup(userId: string): Promise<boolean> {
  const [user] = await getDb()
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return !user?.enabled && (await isTwoFactorRequired());
}
