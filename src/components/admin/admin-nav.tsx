'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** Every admin screen of SPEC §2 (and issue 12); Usuários and Atividades are for the super_admin only. */
export const ADMIN_NAV_ITEMS = [
  { href: '/admin/solicitacoes', label: 'Solicitações' },
  { href: '/admin/agenda', label: 'Agenda' },
  { href: '/admin/noticias', label: 'Notícias' },
  { href: '/admin/blog', label: 'Blog' },
  { href: '/admin/photos', label: 'Fotos' },
  { href: '/admin/backgrounds', label: 'Imagens de Fundo' },
  { href: '/admin/depoimentos', label: 'Depoimentos' },
  { href: '/admin/servicos-procurados', label: 'Serviços Procurados' },
  { href: '/admin/tips', label: 'Dicas' },
  { href: '/admin/success-cases', label: 'Casos de Sucesso' },
  { href: '/admin/clients', label: 'Clientes' },
  { href: '/admin/logo', label: 'Logo' },
  { href: '/admin/stats', label: 'Estatísticas' },
  { href: '/admin/configuracoes', label: 'Configurações' },
  { href: '/admin/conformidade', label: 'Conformidade' },
  { href: '/admin/profile', label: 'Perfil' },
  { href: '/admin/usuarios', label: 'Usuários', superAdminOnly: true },
  { href: '/admin/atividades', label: 'Atividades', superAdminOnly: true },
] as const;

export function AdminNav({
  superAdmin,
  counts = {},
  onNavigate,
  id,
  className = '',
}: {
  superAdmin: boolean;
  /** A number beside an entry, by href (new requests beside 'Solicitações'). */
  counts?: Record<string, number>;
  onNavigate?: () => void;
  id?: string;
  className?: string;
}) {
  const pathname = usePathname();
  const items = ADMIN_NAV_ITEMS.filter((item) => superAdmin || !('superAdminOnly' in item));
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
