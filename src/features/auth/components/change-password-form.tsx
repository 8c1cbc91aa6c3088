'use client';

import { FieldErrorsProvider } from '@/components/ui/action-form';
import { buttonClasses } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { SectionCard } from '@/components/ui/section-card';
import { useActionForm } from '@/components/ui/use-action-form';
import { changePasswordAction } from '../actions';
import { changePasswordSchema } from '../schema';
import { NewPasswordFields } from './new-password-fields';

/** /admin/profile: the signed-in administrator changes their own password, giving the current one (ADR 0006). */
export function ChangePasswordForm() {
  const form = useActionForm(changePasswordAction, { schema: changePasswordSchema, refresh: false });

  return (
    <SectionCard title="Alterar Senha" className="mb-8 max-w-lg">
      <form
        method="post"
        onSubmit={form.onSubmit}
        noValidate
        className="space-y-4"
        aria-busy={form.pending || undefined}
      >
        <FieldErrorsProvider form={form}>
          <CurrentPasswordField disabled={form.pending} />
          <NewPasswordFields disabled={form.pending} />
        </FieldErrorsProvider>
        <button type="submit" disabled={form.pending} className={buttonClasses()}>
          Atualizar Senha
        </button>
      </form>
    </SectionCard>
  );
}
