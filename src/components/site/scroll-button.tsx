'use client';

import type { ReactNode } from 'react';

/** Scrolls smoothly to the element with `targetId` without navigating (the URL does not change). */
export function ScrollButton({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const target = document.getElementById(targetId);
        if (!target) return;
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        // Move keyboard focus along with the view.
        target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }}
    >
      {children}
    </button>
  );
}
