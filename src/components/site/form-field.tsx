import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700';

interface FieldProps {
  /** Input name, equal to the spec's field name. */
  name: string;
  label: string;
  error?: string;
  /** Marks the control invalid when the message is shown elsewhere (e.g. one alert for the form). */
  invalid?: boolean;
  optional?: boolean;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {optional && <span className="font-normal text-slate-600"> (opcional)</span>}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** A labelled input with its error message under it. */
export function InputField({
  name,
  label,
  error,
  invalid,
  optional,
  idPrefix = '',
  ...props
}: FieldProps & { idPrefix?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={CONTROL}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled textarea with its error message under it. */
export function TextareaField({
  name,
  label,
  error,
  invalid,
  optional,
  idPrefix = '',
  ...props
}: FieldProps & { idPrefix?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={CONTROL}
        {...props}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
