'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { fieldErrorsOf } from '@/lib/action-result';
import { changePasswordAction } from '../actions';
import { newPasswordSchema } from '../schema';
import { NewPasswordFields, readNewPassword } from './new-password-fields';

/** /admin/profile: the signed-in administrator changes their own password. */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readNewPassword(form);
    const parsed = newPasswordSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    startTransition(async () => {
      const result = await changePasswordAction(input);
      if (result.ok) {
        toast.success(result.message);
        form.reset();
      } else if (result.fieldErrors) {
        setErrors(result.fieldErrors);
      } else {
        toast.error(result.message);
      }
    });
  }

  return (
    <SectionCard title="Alterar Senha" className="max-w-lg">
      <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-busy={pending || undefined}>
        <NewPasswordFields disabled={pending} errors={errors} />
        <button type="submit" disabled={pending} className={buttonClasses()}>
          Atualizar Senha
        </button>
      </form>
    </SectionCard>
  );
}
