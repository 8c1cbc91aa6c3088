import type { ReactNode } from 'react';

/** The dark title band at the top of an inner page (its h1). */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-800 px-4 py-12 text-white sm:px-6">
      <div className="mx-auto max-w-6xl">
        {children}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-brand-100">{lead}</p>}
      </div>
    </div>
  );
}
