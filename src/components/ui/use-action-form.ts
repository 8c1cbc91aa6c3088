'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { formInput } from '@/lib/shared/form-data';
import {
  NO_FEEDBACK,
  outcomeFeedback,
  refusalFeedback,
  withoutFieldError,
  type Feedback,
  type FieldErrors,
  type FormPlaces,
} from '@/lib/shared/form-core';
import { fieldNames, formControls } from '@/lib/shared/form-dom';
import type { OabFinding } from '@/lib/shared/oab-expressions';

export type { FieldErrors };
type Result<T = unknown> = ActionResult<T>;

/** Advice that came back with a save, one sentence each (the type only: public forms stay small). */
const describeWarnings = (warnings: OabFinding[]) =>
  warnings
    .map((warning) => (warning.found ? `“${warning.found}”: ${warning.reason}` : warning.reason))
    .join(' ');

/** The toast when the server could not be reached at all (a form may give its spec's message). */
const UNREACHABLE = 'Não foi possível falar com o servidor. Tente novamente.';

export interface RunHandlers<T = unknown> {
  onSuccess?: (data: T) => void;
  /** After any refusal, with its message (also after field errors). */
  onFailure?: (message: string) => void;
  onDone?: () => void;
  /** Reload the page's server data after a success (default true). */
  refresh?: boolean;
  /** Toast the result's message (default true); forms that say it in place turn this off. */
  toast?: boolean;
  /** The message when the server could not be reached. */
  unreachable?: string;
  /** The form's places (useActionForm): where its refusals are shown, by the form core. */
  places?: FormPlaces;
  /** The outcome's feedback for the form to show (useActionForm). */
  onFeedback?: (feedback: Feedback) => void;
}

/**
 * Runs a server action from the browser: busy while it runs, then the result's toast (the spec's
 * success or error message), and on success the page's server data is reloaded.
 * Where each message goes is the form core's decision (src/lib/shared/form-core.ts): input errors
 * that belong to a form's fields are shown there, never also as toasts.
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
      // Without a form, a refusal's field errors have nowhere to go: its message is the toast.
      const answered =
        handlers.places || result.ok ? result : { ok: false as const, message: result.message };
      const places = { ...(handlers.places ?? { fields: [] }), inPlace: !toasts };
      const feedback = outcomeFeedback(answered, places);
      handlers.onFeedback?.(feedback);
      if (result.ok) {
        // Saved, with advice about its text (the OAB expressions): one toast says both.
        const warnings = result.warnings?.length ? describeWarnings(result.warnings) : '';
        if (toasts && warnings)
          toast.warning(result.message ?? 'Salvo.', { description: warnings, duration: 15_000 });
        else if (feedback.toast) toast.success(feedback.toast.message);
        handlers.onSuccess?.(result.data);
        if (refresh) router.refresh();
      } else {
        if (feedback.toast) toast.error(feedback.toast.message);
        handlers.onFailure?.(result.message);
      }
      handlers.onDone?.();
    });
  }

  return { pending, run };
}

export interface ActionFormOptions<T = unknown> extends Omit<
  RunHandlers<T>,
  'onDone' | 'places' | 'onFeedback'
> {
  /**
   * The form's schema (zod or zod/mini, the one the server uses), checked before sending; or a
   * function that imports it.
   */
  schema?: FormSchema | (() => Promise<FormSchema>);
  /** Clear the form's fields after a success (default true; SPEC §4: success resets the form). */
  resetOnSuccess?: boolean;
}

/** The control of the form that takes the focus for this field, if it can. */
function controlNamed(form: HTMLFormElement, name: string | undefined): HTMLElement | undefined {
  if (!name) return undefined;
  return formControls(form).find((control) => control.getAttribute('name') === name) as
    HTMLElement | undefined;
}

/**
 * The one submit flow of the React forms (sign-in and admin): the form's FormData goes to a server
 * action after the shared schema has been checked in the browser. Busy state while it runs; the
 * outcome placed by the form core: errors at their fields (the first one focused), the spec's
 * toast, `formError` for a refusal no visible field can show (or any, when `toast` is false);
 * the fields cleared on success. The public pages' forms have the same flow without React
 * (src/enhance/public-form.ts).
 */
export function useActionForm<T = unknown>(
  action: (formData: FormData) => Promise<Result<T>>,
  options: ActionFormOptions<T> = {},
) {
  const { schema, resetOnSuccess = true, onSuccess, onFailure, ...handlers } = options;
  const { pending, run } = useActionRunner();
  const [feedback, setFeedback] = useState<Feedback>(NO_FEEDBACK);

  function show(form: HTMLFormElement, next: Feedback) {
    setFeedback(next);
    controlNamed(form, next.focus)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const places: FormPlaces = { fields: fieldNames(form), inPlace: handlers.toast === false };
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
        show(form, refusalFeedback(checked.fieldErrors, message, places));
        onFailure?.(message);
        return;
      }
    }
    setFeedback(NO_FEEDBACK);
    run(() => action(formData), {
      ...handlers,
      places,
      onFeedback: (next) => show(form, next),
      onSuccess: (data) => {
        if (resetOnSuccess) form.reset();
        onSuccess?.(data);
      },
      onFailure,
    });
  }

  const clearError = (name: string) => setFeedback((current) => withoutFieldError(current, name));
  const resetErrors = () => setFeedback(NO_FEEDBACK);

  return {
    pending,
    fieldErrors: feedback.fieldErrors,
    formError: feedback.formError,
    onSubmit,
    clearError,
    resetErrors,
  };
}
