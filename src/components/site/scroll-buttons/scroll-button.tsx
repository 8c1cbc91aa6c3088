import type { ReactNode } from 'react';

/**
 * Scrolls smoothly to the element with `targetId` without navigating (the URL does not change):
 * scroll-buttons.enhance.ts.
 */
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
    <button type="button" className={className} data-enhance="scroll-button" data-target={targetId}>
      {children}
    </button>
  );
}
