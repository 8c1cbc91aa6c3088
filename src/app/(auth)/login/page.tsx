import type { Metadata } from 'next';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';

export const metadata: Metadata = { title: 'Login Administrativo' };

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { denied } = await searchParams;
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-bold text-brand-900">Login Administrativo</h1>
      <LoginForm denied={denied === '1'} />
      <PasskeySignIn />
    </>
  );
}
