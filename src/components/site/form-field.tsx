import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

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
  idPrefix?: string;
}

/** Label, control and error message, wired together for assistive technology. */
function Field({
  name,
  label,
  error,
  invalid,
  optional,
  idPrefix = '',
  control,
}: FieldProps & { control: (props: Record<string, unknown>) => ReactNode }) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (opcional)</span>}
      </label>
      {control({
        id,
        name,
        className: CONTROL,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Own = keyof FieldProps;

/** A labelled input with its error message under it. */
export function InputField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Own>) {
  const { name, label, error, invalid, optional, idPrefix, ...input } = props;
  const field = { name, label, error, invalid, optional, idPrefix };
  return <Field {...field} control={(wiring) => <input {...input} {...wiring} />} />;
}

/** A labelled textarea with its error message under it. */
export function TextareaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>) {
  const { name, label, error, invalid, optional, idPrefix, ...textarea } = props;
  const field = { name, label, error, invalid, optional, idPrefix };
  return <Field {...field} control={(wiring) => <textarea rows={5} {...textarea} {...wiring} />} />;
}
