import { z } from 'zod';
import { contentTypes, type DeclaredContentType } from '@/content-types';

// The activity log's words (/admin/atividades), shared by the server that records and the screen
// that lists: each kind of action and each kind of item, with its pt-BR label.

export const ACTIVITY_KIND_LABELS = {
  sign_in: 'Entrou',
  sign_in_failed: 'Falha ao entrar',
  sign_in_locked: 'Entrada bloqueada',
  sign_out: 'Saiu',
  password_change: 'Alterou a senha',
  password_reset: 'Redefiniu a senha',
  password_check_failed: 'Senha atual incorreta',
  password_check_locked: 'Senha atual bloqueada',
  session_ended: 'Encerrou sessões',
  session_expired: 'Sessão expirada',
  two_factor_enabled: 'Ativou duas etapas',
  two_factor_disabled: 'Desativou duas etapas',
  passkey_added: 'Adicionou passkey',
  passkey_removed: 'Removeu passkey',
  resend: 'Reenviou notificação',
  create: 'Criou',
  update: 'Alterou',
  delete: 'Excluiu',
  status_change: 'Alterou status',
  export: 'Exportou',
  lgpd_export: 'Exportou dados (LGPD)',
  lgpd_erase: 'Excluiu dados (LGPD)',
  publish: 'Publicou',
  publish_failed: 'Falha ao publicar',
  unpublish: 'Despublicou',
  alert_send: 'Enviou informativo',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KIND_LABELS;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_KIND_LABELS) as [ActivityKind, ...ActivityKind[]];

/**
 * What an entry is about: the table's name (content) or the area, with its label. A content
 * type's label comes from its declaration (activityEntityLabels).
 */
const CORE_ENTITY_LABELS = {
  site_settings: 'Configurações',
  administrators: 'Usuário',
  consultations: 'Consulta',
  contact_messages: 'Mensagem',
  request_notes: 'Nota interna',
  requests: 'Solicitações',
  personal_data: 'Dados pessoais',
  calendars: 'Agenda',
  time_off: 'Folga ou feriado',
  bookings: 'Agendamento',
  sessions: 'Sessão',
  passkeys: 'Passkey',
  security_policy: 'Política de acesso',
  media_items: 'Imagem da biblioteca',
  alerts: 'Informativo',
  alert_subscribers: 'Inscritos nos informativos',
} as const;
export type ActivityEntity = keyof typeof CORE_ENTITY_LABELS | DeclaredContentType['name'];

/** Every entity's label: the core ones and each content type's (src/content-types.ts). */
export function activityEntityLabels(): Record<string, string> {
  return {
    ...CORE_ENTITY_LABELS,
    ...Object.fromEntries(contentTypes().map((type) => [type.name, type.label])),
  };
}

export const ACTIVITY_PAGE_SIZE = 50;
/** Entries older than this are deleted by the daily prune. */
export const ACTIVITY_RETENTION_MONTHS = 12;

export const ACTIVITY_MESSAGES = {
  screenTitle: 'Atividades',
  loadFailed: (detail: string) => `Erro ao carregar atividades: ${detail}`,
  empty: 'Nenhuma atividade registrada.',
  superAdminOnly: 'Apenas super administradores podem ver o registro de atividades.',
  unknownUser: 'Desconhecido',
  removedUser: 'Usuário removido',
} as const;

/** The screen's filters, as they come in the query string; anything unknown is ignored. */
export const activityFilterSchema = z.object({
  user: z.uuid().optional().catch(undefined),
  kind: z.enum(ACTIVITY_KINDS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** The query string of a filter (page 1 unless given), for the pagination links. */
export function activityFilterQuery(filter: Partial<ActivityFilter>, page?: number): string {
  const params = new URLSearchParams();
  if (filter.user) params.set('user', filter.user);
  if (filter.kind) params.set('kind', filter.kind);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One entry as the screen shows it. */
export interface ActivityItem {
  id: string;
  at: string;
  kind: ActivityKind;
  entity: ActivityEntity;
  entityId: string | null;
  detail: string | null;
  actorId: string | null;
  /** The actor's e-mail, or null when the entry names no one or a removed user. */
  actorEmail: string | null;
}

export interface ActivityPage {
  items: ActivityItem[];
  total: number;
  page: number;
  pageCount: number;
  /** The administrators, for the user filter. */
  users: { id: string; email: string }[];
}
