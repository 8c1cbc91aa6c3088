import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export const metadata: Metadata = { title: 'Perfil | Painel Administrativo' };

export default function ProfilePage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-brand-900">Perfil</h1>
      <ChangePasswordForm />
    </>
  );
}
