import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminUsers } from '@/features/users/components/admin-users';
import { TwoFactorPolicy } from '@/features/users/components/two-factor-policy';
import { USER_MESSAGES } from '@/features/users/schema';
import { loadUserManagement } from '@/features/users/service';

export const metadata: Metadata = { title: 'Usuários | Painel Administrativo' };

export default function Page() {
  return (
    <AdminScreen
      texts={USER_MESSAGES}
      access={{ permission: 'users.manage', message: USER_MESSAGES.superAdminOnly }}
      load={loadUserManagement}
      render={(data) => (
        <>
          <TwoFactorPolicy required={data.requireTwoFactor} />
          <AdminUsers items={data.users} />
        </>
      )}
    />
  );
}
