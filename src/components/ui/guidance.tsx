import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Advice beside a field while it is edited (the OAB expressions, the accessibility of a text): a
 * titled list and a closing line. The status region is always there, so changes are announced.
 */
export function Guidance({
  id,
  icon: Icon,
  title,
  items,
  closing,
  className = '',
}: {
  id?: string;
  icon: LucideIcon;
  title: string;
  /** Each piece of advice with its key; none hides the box (the region stays). */
  items: readonly { key: string; content: ReactNode; className?: string }[];
  closing: ReactNode;
  className?: string;
}) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {items.length > 0 && (
        <div
          className={`rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {title}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item.key} className={item.className}>
                {item.content}
              </li>
            ))}
          </ul>
          <p className="mt-2">{closing}</p>
        </div>
      )}
    </div>
  );
}
