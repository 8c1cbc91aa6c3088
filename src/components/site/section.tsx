import type { ReactNode } from 'react';

/** A home or page section with its heading (h2) and an optional lead paragraph. */
export function Section({
  id,
  title,
  lead,
  tone = 'light',
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'muted';
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-16 sm:px-6 ${tone === 'muted' ? 'bg-brand-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-bold text-brand-900">
            {title}
          </h2>
          <div aria-hidden="true" className="mx-auto mt-3 h-1 w-16 rounded bg-accent-500" />
          {lead && <p className="mt-4 text-slate-600">{lead}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
