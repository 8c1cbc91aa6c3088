'use client';

import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { useFieldError } from './action-form';
import { CONTROL, FieldMarkup, type FieldMarkupProps, type FormFieldProps } from './field-markup';

export { FieldError, type FormFieldProps } from './field-markup';

// One field for every React form of the app (sign-in and admin); the public pages' forms render the
// same FieldMarkup on the server.

/**
 * Visible label, input or textarea, optional hint, and the field's error under it: taken from the
 * enclosing ActionForm or FieldErrorsProvider (or `error`), and cleared once the field is edited.
 */
export function FormField(props: FormFieldProps) {
  const fromForm = useFieldError(props.name);
  const onChange = props.onChange as
    ((event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void) | undefined;
  const wired = {
    ...props,
    error: props.error ?? fromForm.error,
    onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      fromForm.clearError();
      onChange?.(event);
    },
  };
  return <FieldMarkup {...(wired as FieldMarkupProps)} />;
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
