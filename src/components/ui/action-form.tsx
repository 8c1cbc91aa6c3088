'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { Button } from './button';
import { OabWarning, useOabCheck } from './oab-warning';
import { useActionForm, type FieldErrors } from './use-action-form';

interface FieldErrorsContextValue {
  errors: FieldErrors;
  clearError: (name: string) => void;
}

const FieldErrorsContext = createContext<FieldErrorsContextValue>({ errors: {}, clearError: () => {} });

/** The current error of a field of the enclosing ActionForm, and a way to clear it once edited. */
export function useFieldError(name: string) {
  const { errors, clearError } = useContext(FieldErrorsContext);
  return { error: errors[name], clearError: () => clearError(name) };
}

/** Gives the fields inside a form driven by `useActionForm` their errors (see FormField). */
export function FieldErrorsProvider({
  form,
  children,
}: {
  form: { fieldErrors: FieldErrors; clearError: (name: string) => void };
  children: ReactNode;
}) {
  return (
    <FieldErrorsContext value={{ errors: form.fieldErrors, clearError: form.clearError }}>
      {children}
    </FieldErrorsContext>
  );
}

export interface ActionFormProps {
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  /** The form's schema (zod or zod/mini), checked in the browser before sending. */
  schema?: FormSchema;
  submitLabel: string;
  /** The submit button's text while saving. */
  busyLabel?: string;
  cancelLabel?: string;
  /** Shows a cancel button; the form is reset and this is called. */
  onCancel?: () => void;
  /** After a successful save (the form has been reset). */
  onSuccess?: () => void;
  children: ReactNode;
  className?: string;
  /** The form's text is public: warn about the OAB expressions in it while it is edited. */
  oabCheck?: boolean;
}

/**
 * A form that sends its fields to a server action: client validation with the shared schema,
 * errors at the fields, the busy label while saving, the result toast, and a reset on success
 * or cancel (the form is mounted afresh, so files and previews are cleared too).
 */
export function ActionForm({
  action,
  schema,
  submitLabel,
  busyLabel = 'Salvando...',
  cancelLabel = 'Cancelar',
  onCancel,
  onSuccess,
  children,
  className = '',
  oabCheck = false,
}: ActionFormProps) {
  const [version, setVersion] = useState(0);
  const reset = () => setVersion((value) => value + 1);
  const form = useActionForm(action, {
    schema,
    onSuccess: () => {
      reset();
      onSuccess?.();
    },
  });
  const expressions = useOabCheck(oabCheck);

  return (
    <form
      key={version}
      ref={oabCheck ? expressions.ref : undefined}
      onInput={oabCheck ? expressions.onInput : undefined}
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.pending}
      className={`space-y-4 ${className}`}
    >
      <FieldErrorsProvider form={form}>
        {/* A refusal no field of the form shows (e.g. the gallery's limit): said here, once. */}
        {form.formError && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {form.formError}
          </p>
        )}
        {children}
      </FieldErrorsProvider>
      {oabCheck && <OabWarning findings={expressions.findings} />}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              form.resetErrors();
              reset();
              onCancel();
            }}
            disabled={form.pending}
          >
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" disabled={form.pending}>
          {form.pending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
