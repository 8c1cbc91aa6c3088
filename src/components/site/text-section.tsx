import type { ReactNode } from 'react';

/** A titled section of a page of running text (the privacy notice, the accessibility statement). */
export function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}
