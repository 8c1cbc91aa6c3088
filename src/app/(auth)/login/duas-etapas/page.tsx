import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RequiredTwoFactorSetup } from '@/features/two-factor/components/required-setup';
import { getTwoFactorStatus } from '@/features/two-factor/service';
import { getActor } from '@/lib/server/auth/session';

export const metadata: Metadata = { title: 'Autenticação em duas etapas' };

/**
 * Where an account is sent after its password when the firm requires two-step sign-in and the
 * account has not set it up: nothing else of the admin area opens until it does (getActor).
 */
export default async function RequiredTwoFactorPage() {
  const actor = await getActor();
  if (!actor) redirect('/login?denied=1');
  // No redirect once it is set up: the page renders again right after the confirming code, and
  // must go on to show the recovery codes (the card's 'Concluir' then opens the admin area).
  return <RequiredTwoFactorSetup status={await getTwoFactorStatus(actor)} />;
}
