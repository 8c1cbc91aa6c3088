import { useId, type ReactNode } from 'react';

/** A titled block of an admin screen (e.g. 'Alterar Senha', the upload form above a grid). */
export function SectionCard({
  title,
  description,
  children,
  className = 'mb-8',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-lg border border-slate-200 bg-white p-6 shadow-sm ${className}`}
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {description && <p className="-mt-3 mb-4 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
