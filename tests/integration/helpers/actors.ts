import { randomUUID } from 'node:crypto';
import type { UserType } from '@/db/schema';
import { createAccount } from '@/features/users/accounts';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';

/** A signed-in actor with a real account of this role. */
export async function actorWithRole(role: UserType = 'admin'): Promise<Actor> {
  const email = `${role}-${randomUUID().slice(0, 8)}@tribuna.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { userId: id, email, role };
}
