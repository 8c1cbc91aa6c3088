import type { Permission } from '@/lib/shared/auth/permissions';

/**
 * Every admin screen of SPEC §2 (and issue 12), each with the permission its page needs: the
 * layout shows the entries `can(actor, item.permission)` allows (Usuários and Atividades are the
 * super_admin's by the permissions table, not by a role named here).
 */
export const ADMIN_NAV_ITEMS = [
  { href: '/admin/solicitacoes', label: 'Solicitações', permission: 'requests.manage' },
  { href: '/admin/agenda', label: 'Agenda', permission: 'agenda.write' },
  { href: '/admin/noticias', label: 'Notícias', permission: 'news.write' },
  { href: '/admin/blog', label: 'Blog', permission: 'blog.write' },
  { href: '/admin/photos', label: 'Fotos', permission: 'photos.write' },
  { href: '/admin/backgrounds', label: 'Imagens de Fundo', permission: 'backgrounds.write' },
  { href: '/admin/depoimentos', label: 'Depoimentos', permission: 'testimonials.write' },
  { href: '/admin/servicos-procurados', label: 'Serviços Procurados', permission: 'services.write' },
  { href: '/admin/tips', label: 'Dicas', permission: 'tips.write' },
  { href: '/admin/success-cases', label: 'Casos de Sucesso', permission: 'success_cases.write' },
  { href: '/admin/clients', label: 'Clientes', permission: 'client_logos.write' },
  { href: '/admin/logo', label: 'Logo', permission: 'logos.write' },
  { href: '/admin/stats', label: 'Estatísticas', permission: 'stats.read' },
  { href: '/admin/configuracoes', label: 'Configurações', permission: 'settings.write' },
  { href: '/admin/conformidade', label: 'Conformidade', permission: 'compliance.read' },
  { href: '/admin/profile', label: 'Perfil', permission: 'profile.manage' },
  { href: '/admin/usuarios', label: 'Usuários', permission: 'users.manage' },
  { href: '/admin/atividades', label: 'Atividades', permission: 'activity.read' },
] as const satisfies readonly { href: string; label: string; permission: Permission }[];

/** One entry of the admin menu. */
export type AdminNavItem = Pick<(typeof ADMIN_NAV_ITEMS)[number], 'href' | 'label'>;
