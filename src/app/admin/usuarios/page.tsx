import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { UsersManager } from '@/features/users/components/users-manager';
import { USER_MESSAGES, type ManagedUser } from '@/features/users/schema';
import { listUsers } from '@/features/users/service';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Usuários | Painel Administrativo' };

export default async function UsersPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'super_admin')) {
    return <p className="text-slate-700">{USER_MESSAGES.superAdminOnly}</p>;
  }
  let users: ManagedUser[] = [];
  let loadError: string | undefined;
  try {
    users = await listUsers(actor);
  } catch (error) {
    unstable_rethrow(error);
    console.error('[users] loading the users failed:', error);
    loadError = `${USER_MESSAGES.loadFailed}não foi possível ler a lista. Tente novamente.`;
  }
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Gerenciar Usuários</h1>
      <UsersManager initialUsers={users} currentUserId={actor.userId} loadError={loadError} />
    </>
  );
}
