import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export const metadata: Metadata = {
  title: 'Redefinir sua senha',
  // The address carries a password token: never send it to other sites.
  referrer: 'no-referrer',
};

export default function ResetPasswordPage() {
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">Redefinir sua senha</h1>
      <ResetPasswordForm />
    </>
  );
}
