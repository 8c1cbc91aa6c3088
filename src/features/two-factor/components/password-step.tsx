'use client';

import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { useActionForm } from '@/components/ui/use-action-form';
import type { ActionResult } from '@/lib/shared/action-result';
import { twoFactorPasswordSchema } from '../schema';
import { StepForm } from './step-form';

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
    <StepForm form={form} prompt={prompt} submitLabel={submitLabel} danger={danger} onCancel={onCancel}>
      <CurrentPasswordField disabled={form.pending} />
    </StepForm>
  );
}
