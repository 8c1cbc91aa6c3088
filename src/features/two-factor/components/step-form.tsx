'use client';

import type { ReactNode } from 'react';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { Button } from '@/components/ui/button';
import type { useActionForm } from '@/components/ui/use-action-form';
import { TWO_FACTOR_MESSAGES as M } from '../schema';

/** One step of the card as a form: its prompt, its fields, its button and 'Cancelar'. */
export function StepForm({
  form,
  prompt,
  submitLabel,
  danger = false,
  onCancel,
  children,
}: {
  form: ReturnType<typeof useActionForm>;
  prompt: string;
  submitLabel: string;
  danger?: boolean;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-4"
      aria-busy={form.pending || undefined}
    >
      <p className="text-sm text-slate-700">{prompt}</p>
      <FieldErrorsProvider form={form}>{children}</FieldErrorsProvider>
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
