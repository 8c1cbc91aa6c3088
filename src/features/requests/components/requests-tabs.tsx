import Link from 'next/link';

const TABS = [
  { href: '/admin/solicitacoes', label: 'Solicitações' },
  { href: '/admin/solicitacoes/dados-pessoais', label: 'Dados pessoais (LGPD)' },
] as const;

/** The inbox's two views: the requests, and one person's data (LGPD). */
export function RequestsTabs({ current }: { current: (typeof TABS)[number]['href'] }) {
  return (
    <nav aria-label="Seções de solicitações" className="mb-6 flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? 'page' : undefined}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
