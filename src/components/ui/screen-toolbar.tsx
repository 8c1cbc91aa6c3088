import type { ReactNode } from 'react';

/** The bar under an admin screen's heading: a short description and the main action ('Nova Notícia'). */
export function ScreenToolbar({ description, children }: { description?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      {description ? <p className="text-sm text-slate-600">{description}</p> : <span />}
      {children}
    </div>
  );
}
