import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminUsers } from '@/features/users/components/admin-users';
import { USER_MESSAGES } from '@/features/users/schema';
import { listUsers } from '@/features/users/service';

export const metadata: Metadata = { title: 'Usuários | Painel Administrativo' };

export default function Page() {
  return (
    <AdminScreen
      texts={USER_MESSAGES}
      access={{ permission: 'users.manage', message: USER_MESSAGES.superAdminOnly }}
      load={listUsers}
      render={(users, actor) => <AdminUsers items={users} currentUserId={actor?.userId ?? ''} />}
    />
  );
}
