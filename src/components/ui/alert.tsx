import type { ComponentProps } from 'react';

/** An inline message box (announced when it appears). */
export function Alert({
  variant,
  children,
  ...rest
}: { variant: 'error' | 'success' } & Omit<ComponentProps<'div'>, 'role' | 'className'>) {
  return (
    <div
      role="alert"
      {...rest}
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
