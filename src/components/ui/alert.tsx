import type { ComponentProps } from 'react';

const VARIANTS = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
} as const;

/**
 * An inline message box, announced when it appears. `live={false}` leaves the announcing to its
 * driver (a public form's alert, src/lib/shared/form-dom.ts); `role` 'status' for good news.
 */
export function Alert({
  variant,
  live = true,
  status = false,
  children,
  ...rest
}: { variant: keyof typeof VARIANTS; live?: boolean; status?: boolean } & Omit<
  ComponentProps<'div'>,
  'role' | 'className'
>) {
  return (
    <div
      role={live ? (status ? 'status' : 'alert') : undefined}
      {...rest}
      className={`rounded-md border px-4 py-3 text-sm ${VARIANTS[variant]}`}
    >
      {children}
    </div>
  );
}
