'use client';

import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useActionForm } from '@/components/ui/use-action-form';
import type { ActionResult } from '@/lib/shared/action-result';
import { TWO_FACTOR_MESSAGES as M, twoFactorPasswordSchema } from '../schema';

/** The password that 'Ativar' and 'Desativar' ask for before they act. */
export function PasswordStep<T>({
  prompt,
  submitLabel,
  danger = false,
  action,
  onDone,
  onCancel,
}: {
  prompt: string;
  submitLabel: string;
  danger?: boolean;
  action: (formData: FormData) => Promise<ActionResult<T>>;
  onDone: (data: T) => void;
  onCancel?: () => void;
}) {
  const form = useActionForm(action, {
    schema: twoFactorPasswordSchema,
    refresh: danger,
    onSuccess: onDone,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4"
      aria-busy={form.pending || undefined}
    >
      <p className="text-sm text-slate-700">{prompt}</p>
      <FieldErrorsProvider form={form}>
        <FormField
          label="Senha atual"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          disabled={form.pending}
        />
      </FieldErrorsProvider>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={form.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
            {M.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
