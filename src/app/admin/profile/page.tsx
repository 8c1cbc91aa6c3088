import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PasskeysCard } from '@/features/passkeys/components/passkeys-card';
import { listPasskeys } from '@/features/passkeys/service';
import { SessionsCard } from '@/features/sessions/components/sessions-card';
import { listMySessions } from '@/features/sessions/service';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { getTwoFactorStatus } from '@/features/two-factor/service';
import { getActor } from '@/lib/server/auth/session';

export const metadata: Metadata = { title: 'Perfil | Painel Administrativo' };

/** /admin/profile: the password (SPEC §2), two-step sign-in, passkeys and sessions (issue 25). */
export default async function ProfilePage() {
  const actor = await getActor();
  const [twoFactor, passkeys, sessions] = await Promise.all([
    getTwoFactorStatus(actor),
    listPasskeys(actor),
    listMySessions(actor),
  ]);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Perfil</h1>
      <ChangePasswordForm />
      <TwoFactorCard status={twoFactor} />
      <PasskeysCard items={passkeys} twoFactorEnabled={twoFactor.enabled} />
      <SessionsCard items={sessions} />
    </>
  );
}
