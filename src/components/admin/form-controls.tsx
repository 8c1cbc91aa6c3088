import { useId, type ComponentProps, type ReactNode } from 'react';

// Labelled inputs and buttons of the sign-in pages and the admin screens. Every field has a
// visible <label>; an error is shown under its field and announced with it.

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-red-200 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-50';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
}

function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = ComponentProps<'select'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A select without its own visible label (e.g. in a table row: give it an aria-label). */
export function Select({ options, className = '', ...select }: SelectProps) {
  return (
    <select className={`${inputClass} ${className}`} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type SelectFieldProps = Omit<SelectProps, 'id'> & { label: ReactNode; error?: string };

export function SelectField({ label, error, className, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...select} />
      )}
    </FieldShell>
  );
}

/** A titled card of an admin screen (e.g. 'Alterar Senha', 'Usuários do Sistema'). */
export function Card({
  title,
  description,
  children,
  className = '',
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** An inline message box (announced when it appears). */
export function Alert({ variant, children }: { variant: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role="alert"
      className={`rounded-md border px-4 py-3 text-sm ${
        variant === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800'
      }`}
    >
      {children}
    </div>
  );
}
