import Link from 'next/link';
import type { FormEvent, ReactNode } from 'react';
import { Button, buttonClasses } from './button';

/**
 * A list's filters as a plain GET form, so the filter is in the address (links, exports, reloads):
 * the fields, then 'Filtrar' and 'Limpar' (back to `action` without a filter). With `onSubmit`, the
 * form is sent by a server action instead (a filter whose values must stay out of the address).
 */
export function FilterForm({
  action,
  label,
  columns,
  onSubmit,
  busy = false,
  children,
}: {
  action: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  /** The form's accessible name, e.g. 'Filtrar solicitações'. */
  label: string;
  /** The grid's columns from the sm breakpoint on, e.g. 'sm:grid-cols-[1fr_1fr_auto]'. */
  columns: string;
  children: ReactNode;
}) {
  return (
    <form
      method={onSubmit ? 'post' : 'get'}
      action={onSubmit ? undefined : action}
      onSubmit={onSubmit}
      noValidate={Boolean(onSubmit)}
      aria-busy={busy || undefined}
      role="search"
      aria-label={label}
      className={`mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:items-end ${columns}`}
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Filtrar
        </Button>
        <Link href={action} className={buttonClasses('secondary')}>
          Limpar
        </Link>
      </div>
    </form>
  );
}
