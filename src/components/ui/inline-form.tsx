'use client';

import { useEffect, useId, useRef } from 'react';
import { ActionForm, type ActionFormProps } from './action-form';

export interface InlineFormProps extends ActionFormProps {
  title: string;
  /** Scrolls to the form and focuses its first field when it appears (opened from a list). */
  focusOnOpen?: boolean;
}

/** An add/edit form on the page itself (not a dialog), under its own heading. */
export function InlineForm({ title, focusOnOpen = true, ...form }: InlineFormProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusOnOpen || !section.current) return;
    section.current.scrollIntoView({ block: 'nearest' });
    section.current.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
  }, [focusOnOpen]);

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="mb-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <ActionForm {...form} />
    </section>
  );
}
