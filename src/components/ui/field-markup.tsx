import { useId, type ComponentProps, type ReactNode } from 'react';
import { fieldErrorId, fieldHintId } from '@/lib/shared/field-ids';

// The markup of one form field (label, input or textarea, hint, error), shared by the React forms
// (FormField, 'use client') and the public pages' forms, which the server renders whole and
// src/enhance/public-form.ts drives without React (it finds a control's error by `fieldErrorId`).

export const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700';

interface CommonProps {
  label: string;
  /** The spec's field name; also the key of its error. */
  name: string;
  hint?: ReactNode;
  className?: string;
  /** The field's error, if any. */
  error?: string;
  /** Marks the control invalid when its message is shown elsewhere (e.g. one alert for the form). */
  invalid?: boolean;
  /** Adds '(opcional)' to the label (or the text given, in the page's language). */
  optional?: boolean | string;
}

type InputFieldProps = CommonProps & { multiline?: false } & Omit<
    ComponentProps<'input'>,
    'name' | 'className'
  >;
type TextareaFieldProps = CommonProps & { multiline: true } & Omit<
    ComponentProps<'textarea'>,
    'name' | 'className'
  >;
export type FormFieldProps = InputFieldProps | TextareaFieldProps;
export type FieldMarkupProps = FormFieldProps & {
  /**
   * Renders the (hidden) error element even without an error, for a script to fill in (the public
   * forms, src/lib/shared/form-dom.ts). Such a form moves the focus to its first invalid field,
   * which its error describes: the error is then no live region, or it would be announced twice.
   */
  errorSlot?: boolean;
};

/** Visible label, input or textarea, optional hint, and the field's error under it. */
export function FieldMarkup(props: FieldMarkupProps) {
  const id = useId();
  const { label, hint, className, multiline, error, invalid, optional, errorSlot, ...rest } = props;
  const describedBy =
    [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ') || undefined;
  const wiring = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': describedBy,
    className: CONTROL,
  };
  const control = multiline ? (
    // Four rows unless the caller gives some (a `rows` given as undefined keeps the four too).
    <textarea
      {...(rest as ComponentProps<'textarea'>)}
      rows={(rest as ComponentProps<'textarea'>).rows ?? 4}
      {...wiring}
    />
  ) : (
    <input {...(rest as ComponentProps<'input'>)} {...wiring} />
  );

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && (
          <span className="font-normal text-slate-600">
            {typeof optional === 'string' ? ` ${optional}` : ' (opcional)'}
          </span>
        )}
      </label>
      {control}
      {hint && (
        <p id={fieldHintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)} message={error} slot={errorSlot} live={!errorSlot} />
    </div>
  );
}

/**
 * A field's error text, announced when it appears unless `live` is false (kept, hidden, as a slot
 * when `slot` is set).
 */
export function FieldError({
  id,
  message,
  slot,
  live = true,
}: {
  id?: string;
  message?: string;
  slot?: boolean;
  live?: boolean;
}) {
  if (!message && !slot) return null;
  return (
    <p id={id} role={live ? 'alert' : undefined} hidden={!message} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
