'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { AdminNavItem } from './admin-nav-items';

/** The admin menu: the entries the layout found the actor may open (admin-nav-items.ts). */
export function AdminNav({
  items,
  counts = {},
  onNavigate,
  id,
  className = '',
}: {
  items: readonly AdminNavItem[];
  /** A number beside an entry, by href (new requests beside 'Solicitações'). */
  counts?: Record<string, number>;
  onNavigate?: () => void;
  id?: string;
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <nav id={id} aria-label="Administração" className={className}>
      <ul className="space-y-1">
        {items.map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-400 ${
                  current ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
                }`}
              >
                {item.label}
                {Boolean(counts[item.href]) && (
                  <span className="ml-2 inline-flex min-w-5 justify-center rounded-full bg-accent-400 px-1.5 text-xs font-semibold text-brand-900">
                    {counts[item.href]}
                    <span className="sr-only"> novas</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
