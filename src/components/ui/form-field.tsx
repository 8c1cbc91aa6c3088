'use client';

import { useId, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useFieldError } from './action-form';

// One field for every form of the app (public, sign-in and admin).
const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700';

interface CommonProps {
  label: string;
  /** The spec's field name; also the key of its error. */
  name: string;
  hint?: ReactNode;
  className?: string;
  /** The field's error, for forms that keep their own; otherwise it comes from the enclosing form. */
  error?: string;
  /** Marks the control invalid when its message is shown elsewhere (e.g. one alert for the form). */
  invalid?: boolean;
  /** Adds '(opcional)' to the label. */
  optional?: boolean;
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

/** Visible label, input or textarea, optional hint, and the field's error under it. */
export function FormField(props: FormFieldProps) {
  const id = useId();
  const fromForm = useFieldError(props.name);
  const error = props.error ?? fromForm.error;
  const clearError = fromForm.clearError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const a11y = {
    id,
    'aria-invalid': error || props.invalid ? true : undefined,
    'aria-describedby': describedBy,
  };

  // What is left after the field's own props goes to the control.
  const { label, hint, className, multiline, error: _e, invalid: _i, optional, onChange, ...rest } = props;
  const wiring = {
    ...a11y,
    className: CONTROL,
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      clearError();
      (onChange as ((event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void) | undefined)?.(
        event,
      );
    },
  };
  const control = multiline ? (
    <textarea rows={4} {...(rest as ComponentProps<'textarea'>)} {...wiring} />
  ) : (
    <input {...(rest as ComponentProps<'input'>)} {...wiring} />
  );

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (opcional)</span>}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error text, announced when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Without a visible label (e.g. in a table row), give it an aria-label instead. */
  label?: string;
  className?: string;
};

/** A select of fixed options, with its visible label when it has one. */
export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  const control = (
    <select {...select} id={label ? id : select.id} className={CONTROL}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!label) return <div className={className}>{control}</div>;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control}
    </div>
  );
}
