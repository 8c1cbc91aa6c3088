import { contentTypes } from '@/content-types';
import type { Permission } from '@/lib/shared/auth/permissions';

/** One entry of the admin menu, with the permission its page needs. */
export interface AdminNavItem {
  href: string;
  label: string;
  permission: Permission;
}

const item = (href: string, label: string, permission: Permission): AdminNavItem => ({
  href,
  label,
  permission,
});

/**
 * Every admin screen of SPEC §2 (and issue 12): the firm's inbox and agenda, then every content
 * type with a menu entry in the registry's order (src/content-types.ts), then the rest. The layout
 * shows the entries `can(actor, item.permission)` allows (Usuários and Atividades are the
 * super_admin's by the permissions table, not by a role named here).
 */
export function adminNavItems(): AdminNavItem[] {
  return [
    item('/admin/solicitacoes', 'Solicitações', 'requests.manage'),
    item('/admin/agenda', 'Agenda', 'agenda.write'),
    ...contentTypes().flatMap((type) =>
      type.admin.nav ? [item(type.admin.path, type.admin.nav, type.permission as Permission)] : [],
    ),
    item('/admin/midia', 'Biblioteca de mídia', 'media.manage'),
    item('/admin/informativos', 'Informativos', 'alerts.subscribers'),
    item('/admin/stats', 'Estatísticas', 'stats.read'),
    item('/admin/configuracoes', 'Configurações', 'settings.write'),
    item('/admin/conformidade', 'Conformidade', 'compliance.read'),
    item('/admin/profile', 'Perfil', 'profile.manage'),
    item('/admin/usuarios', 'Usuários', 'users.manage'),
    item('/admin/atividades', 'Atividades', 'activity.read'),
  ];
}
