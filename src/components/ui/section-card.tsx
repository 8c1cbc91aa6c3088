import { useId, type ReactNode } from 'react';

/** A titled block of an admin screen (e.g. the upload form above a grid). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mb-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
