'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { formInput } from '@/lib/shared/form-data';
import type { OabFinding } from '@/lib/shared/oab-expressions';

export type FieldErrors = Record<string, string>;
type Result<T = unknown> = ActionResult<T>;

/** Advice that came back with a save, one sentence each (the type only: public forms stay small). */
const describeWarnings = (warnings: OabFinding[]) =>
  warnings.map((warning) => `“${warning.found}”: ${warning.reason}`).join(' ');

/** The toast when the server could not be reached at all (a form may give its spec's message). */
const UNREACHABLE = 'Não foi possível falar com o servidor. Tente novamente.';

export interface RunHandlers<T = unknown> {
  onSuccess?: (data: T) => void;
  onFieldErrors?: (errors: FieldErrors, message: string) => void;
  /** After any refusal, with its message (also after field errors). */
  onFailure?: (message: string) => void;
  onDone?: () => void;
  /** Reload the page's server data after a success (default true). */
  refresh?: boolean;
  /** Toast the result's message (default true); forms that show it themselves turn this off. */
  toast?: boolean;
  /** Also toast a refusal that is shown at the fields (default false). */
  toastFieldErrors?: boolean;
  /** The message when the server could not be reached. */
  unreachable?: string;
}

/**
 * Runs a server action from the browser: busy while it runs, then the result's toast (the spec's
 * success or error message), and on success the page's server data is reloaded.
 * Input errors that belong to fields come back as `fieldErrors` and are shown there, not as toasts.
 */
export function useActionRunner() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function run<T>(work: () => Promise<Result<T>>, handlers: RunHandlers<T> = {}) {
    const { refresh = true, toast: toasts = true } = handlers;
    startTransition(async () => {
      let result: Result<T>;
      try {
        result = await work();
      } catch (error) {
        console.warn('[form] the action could not be completed:', error);
        result = { ok: false, message: handlers.unreachable ?? UNREACHABLE };
      }
      if (result.ok) {
        // Saved, with advice about its text (the OAB expressions): one toast says both.
        const warnings = result.warnings?.length ? describeWarnings(result.warnings) : '';
        if (toasts && warnings)
          toast.warning(result.message ?? 'Salvo.', { description: warnings, duration: 15_000 });
        else if (result.message && toasts) toast.success(result.message);
        handlers.onSuccess?.(result.data);
        if (refresh) router.refresh();
      } else {
        const atFields = Boolean(result.fieldErrors && handlers.onFieldErrors);
        if (atFields) handlers.onFieldErrors!(result.fieldErrors!, result.message);
        // A message of its own ('Erro ao adicionar usuário: …') is toasted besides the fields' errors.
        const ownMessage = !Object.values(result.fieldErrors ?? {}).includes(result.message);
        if (toasts && (!atFields || ownMessage || handlers.toastFieldErrors)) toast.error(result.message);
        handlers.onFailure?.(result.message);
      }
      handlers.onDone?.();
    });
  }

  return { pending, run };
}

export interface ActionFormOptions<T = unknown> extends Omit<RunHandlers<T>, 'onFieldErrors' | 'onDone'> {
  /**
   * The form's schema (zod or zod/mini, the one the server uses), checked before sending; or a
   * function that imports it, so a public page's first load carries no zod (issue 13).
   */
  schema?: FormSchema | (() => Promise<FormSchema>);
  /** Clear the form's fields after a success (default true; SPEC §4: success resets the form). */
  resetOnSuccess?: boolean;
}

/** The first control of the form, in page order, that has an error and can take the focus. */
function firstInvalidControl(form: HTMLFormElement, errors: FieldErrors): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const { name, type } = element as HTMLInputElement;
    if (name && name in errors && type !== 'hidden') return element as HTMLElement;
  }
  return undefined;
}

/**
 * The one submit flow of every form (public, sign-in and admin): the form's FormData goes to a
 * server action after the shared schema has been checked in the browser. Busy state while it runs;
 * errors at their fields (the first one focused); the result's toast; the fields cleared on success.
 * A refusal that no visible field can show becomes `formError`, for forms that show it in place.
 */
export function useActionForm<T = unknown>(
  action: (formData: FormData) => Promise<Result<T>>,
  options: ActionFormOptions<T> = {},
) {
  const { schema, resetOnSuccess = true, onSuccess, onFailure, ...handlers } = options;
  const { pending, run } = useActionRunner();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  function refuse(form: HTMLFormElement, errors: FieldErrors, message: string) {
    setFieldErrors(errors);
    const control = firstInvalidControl(form, errors);
    setFormError(control ? undefined : message);
    control?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // With the button that sent it (its name=value), for forms with several ('Salvar rascunho').
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(form, submitter?.getAttribute('name') ? submitter : null);
    // A file input left empty sends an empty file: send nothing instead.
    for (const [name, value] of [...formData.entries()])
      if (value instanceof File && value.size === 0) formData.delete(name);
    if (schema) {
      // zod comes with the first check, not with the page.
      const [{ checkInput }, loaded] = await Promise.all([
        import('@/lib/shared/action-result'),
        typeof schema === 'function' ? schema() : schema,
      ]);
      const checked = checkInput(loaded, formInput(formData));
      if (!checked.ok) {
        const message = Object.values(checked.fieldErrors)[0]!;
        refuse(form, checked.fieldErrors, message);
        if (handlers.toast !== false && handlers.toastFieldErrors) toast.error(message);
        onFailure?.(message);
        return;
      }
    }
    setFieldErrors({});
    setFormError(undefined);
    let atFields = false;
    run(() => action(formData), {
      ...handlers,
      onSuccess: (data) => {
        if (resetOnSuccess) form.reset();
        onSuccess?.(data);
      },
      onFieldErrors: (errors, message) => {
        atFields = true;
        refuse(form, errors, message);
      },
      onFailure: (message) => {
        if (!atFields) setFormError(message);
        onFailure?.(message);
      },
    });
  }

  function clearError(name: string) {
    setFieldErrors((errors) => {
      if (!(name in errors)) return errors;
      const { [name]: _removed, ...rest } = errors;
      return rest;
    });
  }

  function resetErrors() {
    setFieldErrors({});
    setFormError(undefined);
  }

  return { pending, fieldErrors, formError, onSubmit, clearError, resetErrors };
}
