'use client';

import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { ActionResult, FormSchema } from '@/lib/shared/action-result';
import { SESSION_MESSAGES } from '@/lib/shared/auth/messages';
import { VERSION_FIELD } from '@/lib/shared/editorial';
import { AutosaveOfferNotice, AutosaveStatus } from './autosave-notice';
import { Button } from './button';
import { OabWarning, useOabCheck } from './oab-warning';
import { useUnsavedGuard } from './unsaved-guard';
import { useActionForm, type FieldErrors } from './use-action-form';
import { useAutosave, type FormAutosave } from './use-autosave';

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

/** Every current error of the enclosing form, by field name (a tab shows the one that has them). */
export function useFieldErrors(): FieldErrors {
  return useContext(FieldErrorsContext).errors;
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
  /**
   * The version of the item the form edits (ADR 0015), sent as `version`: a save over a newer one
   * is refused and the form keeps what was typed.
   */
  version?: number;
  /** Copies what is typed to the server every few seconds and offers it back (issue 22). */
  autosave?: FormAutosave;
  /** Leaving with unsaved changes asks first (default true). */
  guardUnsaved?: boolean;
  /** More buttons beside the submit (e.g. 'Histórico', 'Salvar rascunho'). */
  extraActions?: ReactNode;
  /** The submit button's name=value, for actions that tell several buttons apart. */
  submitIntent?: { name: string; value: string };
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
  version: itemVersion,
  autosave,
  guardUnsaved = true,
  extraActions,
  submitIntent,
}: ActionFormProps) {
  const [mount, setMount] = useState(0);
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const copies = useAutosave(autosave, formRef);
  useUnsavedGuard(guardUnsaved && dirty);
  const reset = () => {
    setMount((value) => value + 1);
    setDirty(false);
  };
  // An expired session is said in place too, with the way back (the form keeps what was typed).
  const [expired, setExpired] = useState(false);
  const form = useActionForm(action, {
    schema,
    onFailure: (message) => setExpired(message === SESSION_MESSAGES.expired),
    onSuccess: () => {
      setExpired(false);
      copies.settled();
      reset();
      onSuccess?.();
    },
  });
  const expressions = useOabCheck(oabCheck);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    setDirty(true);
    copies.changed();
    if (oabCheck) expressions.onInput(event);
  };
  const checkExpressions = expressions.ref;
  const setForm = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      if (oabCheck) checkExpressions(element);
    },
    [oabCheck, checkExpressions],
  );

  return (
    <form
      key={mount}
      ref={setForm}
      onInput={onInput}
      onChange={() => setDirty(true)}
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.pending}
      className={`space-y-4 ${className}`}
    >
      {itemVersion !== undefined && <input type="hidden" name={VERSION_FIELD} value={itemVersion} />}
      {copies.offer && (
        <AutosaveOfferNotice offer={copies.offer} onRecover={copies.recover} onDiscard={copies.discard} />
      )}
      <FieldErrorsProvider form={form}>
        {expired && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {SESSION_MESSAGES.expired}: o que você digitou continua aqui.{' '}
            <a href="/login" target="_blank" rel="noopener" className="font-semibold underline">
              Entrar novamente
            </a>{' '}
            em outra aba e salve outra vez.
          </p>
        )}
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
      {autosave && <AutosaveStatus status={copies.status} />}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {extraActions}
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              form.resetErrors();
              // Cancelling discards the changes, and so their autosaved copy.
              if (dirty) copies.discard();
              copies.settled();
              reset();
              onCancel();
            }}
            disabled={form.pending}
          >
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" disabled={form.pending} name={submitIntent?.name} value={submitIntent?.value}>
          {form.pending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
