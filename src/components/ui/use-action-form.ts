'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { fieldErrorsOf, type ActionResult } from '@/lib/action-result';
import { formInput } from '@/lib/form-data';

export type FieldErrors = Record<string, string>;
type Result = ActionResult<unknown>;

/**
 * Runs a server action from the browser: busy while it runs, then the result's toast (the spec's
 * success or error message), and on success the page's server data is reloaded.
 * Input errors that belong to fields come back as `fieldErrors` and are shown there, not as toasts.
 */
export function useActionRunner() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function run(
    work: () => Promise<Result>,
    handlers: {
      onSuccess?: () => void;
      onFieldErrors?: (errors: FieldErrors) => void;
      onDone?: () => void;
    } = {},
  ) {
    startTransition(async () => {
      let result: Result;
      try {
        result = await work();
      } catch {
        result = { ok: false, message: 'Não foi possível falar com o servidor. Tente novamente.' };
      }
      if (result.ok) {
        if (result.message) toast.success(result.message);
        handlers.onSuccess?.();
        router.refresh();
      } else if (result.fieldErrors && handlers.onFieldErrors) {
        handlers.onFieldErrors(result.fieldErrors);
        // A toast of its own ('Erro ao adicionar usuário: …') is shown besides the fields' errors.
        if (!Object.values(result.fieldErrors).includes(result.message)) toast.error(result.message);
      } else {
        toast.error(result.message);
      }
      handlers.onDone?.();
    });
  }

  return { pending, run };
}

/**
 * Submits a form to a server action with its FormData. The form's zod schema (the one the server
 * uses) is checked first in the browser, so mistakes show at once at their fields.
 */
export function useActionForm(
  action: (formData: FormData) => Promise<Result>,
  options: { schema?: z.ZodType; onSuccess?: () => void } = {},
) {
  const { pending, run } = useActionRunner();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // A file input left empty sends an empty file: send nothing instead.
    for (const [name, value] of [...formData.entries()])
      if (value instanceof File && value.size === 0) formData.delete(name);
    if (options.schema) {
      const parsed = options.schema.safeParse(formInput(formData));
      if (!parsed.success) {
        setFieldErrors(fieldErrorsOf(parsed.error));
        return;
      }
    }
    setFieldErrors({});
    run(() => action(formData), {
      onSuccess: options.onSuccess,
      onFieldErrors: setFieldErrors,
    });
  }

  function clearError(name: string) {
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const { [name]: _removed, ...rest } = errors;
      return rest;
    });
  }

  return { pending, fieldErrors, onSubmit, clearError, resetErrors: () => setFieldErrors({}) };
}
