'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button';
import { ADMIN_HOME } from '@/lib/shared/auth/sign-in-steps';
import type { TwoFactorStatus } from '../schema';
import { TwoFactorCard } from './two-factor-card';

export const REQUIRED_SETUP_MESSAGES = {
  title: 'Configure a autenticação em duas etapas',
  explanation:
    'O escritório exige a autenticação em duas etapas em todas as contas da equipe. Configure-a agora para continuar.',
  continue: 'Ir para o painel',
} as const;

/** The set-up the firm requires, straight after sign-in; then on to the admin area. */
export function RequiredTwoFactorSetup({ status }: { status: TwoFactorStatus }) {
  const router = useRouter();
  return (
    <>
      <h1 className="mb-2 text-center text-2xl font-bold text-brand-900">{REQUIRED_SETUP_MESSAGES.title}</h1>
      <p className="mb-6 text-center text-sm text-slate-700">{REQUIRED_SETUP_MESSAGES.explanation}</p>
      <TwoFactorCard status={status} startWithPassword onDone={() => router.push(ADMIN_HOME)} />
      {status.enabled && (
        <Link href={ADMIN_HOME} className={buttonClasses('primary', 'md', 'w-full')}>
          {REQUIRED_SETUP_MESSAGES.continue}
        </Link>
      )}
    </>
  );
}
