import { z } from 'zod';
import type { NotificationState, RequestStatus } from '@/db/schema/visitors';
import { INTAKE_LIMITS } from '@/db/schema/limits';
import type { RequestOrigin } from '@/lib/shared/attribution';
import { CLOSED_STATUSES, REQUEST_STATUS_LABELS, REQUEST_STATUS_VALUES } from '@/lib/shared/request-statuses';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';
import { LOCALES, type Locale } from '@/lib/shared/locale';

const isClosedStatus = (status: RequestStatus) => (CLOSED_STATUSES as readonly string[]).includes(status);

export { REQUEST_STATUS_LABELS };

// The requests inbox (/admin/solicitacoes): consultations, contact messages and bookings in one list.

export const REQUEST_KINDS = ['consultation', 'contact', 'booking'] as const;
const REQUEST_STATUSES = REQUEST_STATUS_VALUES;
export type RequestKindValue = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKindValue, string> = {
  consultation: 'Consulta',
  contact: 'Mensagem',
  booking: 'Agendamento',
};
export const NOTIFICATION_LABELS: Record<NotificationState, string> = {
  pending: 'Pendente',
  sent: 'Enviada',
  failed: 'Falhou',
};

export const REQUESTS_PAGE_SIZE = 25;
export const REQUESTS_SEARCH_MAX = 200;

export const REQUEST_MESSAGES = {
  title: 'Solicitações',
  loadFailed: (detail: string) => `Erro ao carregar solicitações: ${detail}`,
  empty: 'Nenhuma solicitação encontrada.',
  statusUpdated: 'Status atualizado com sucesso',
  statusFailed: 'Erro ao atualizar status',
  resent: 'Notificação reenviada para a fila de envio',
  resendFailed: 'Erro ao reenviar notificação',
  exportFailed: 'Erro ao exportar solicitações',
  searchFailed: 'Erro ao buscar solicitações',
  notFound: 'Solicitação não encontrada',
  // The intake pipeline (issue 24).
  assigned: 'Responsável atualizado com sucesso',
  assignFailed: 'Erro ao atualizar responsável',
  unknownAssignee: 'Escolha um membro da equipe',
  followUpSaved: 'Próximo contato salvo com sucesso',
  followUpFailed: 'Erro ao salvar próximo contato',
  invalidDate: 'Data inválida',
  noteAdded: 'Nota adicionada com sucesso',
  noteFailed: 'Erro ao adicionar nota',
  noteRequired: 'Escreva a nota',
  notesFailed: 'Erro ao carregar notas',
  priorFailed: 'Erro ao carregar contatos anteriores',
} as const;

const searchTerm = z.string().trim().max(REQUESTS_SEARCH_MAX).refine(isStorableText);

/** The inbox's filters; anything unknown is ignored. */
export const requestFilterSchema = z.object({
  type: z.enum(REQUEST_KINDS).optional().catch(undefined),
  status: z.enum(REQUEST_STATUSES).optional().catch(undefined),
  q: searchTerm.optional().catch(undefined),
  /** 'Minhas solicitações': only those whose 'Responsável' is the signed-in staff member. */
  mine: z.literal('1').optional().catch(undefined),
  /** 'Idioma': the language of the page the visitor used (issue 34 §4). */
  language: z.enum(LOCALES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type RequestFilter = z.infer<typeof requestFilterSchema>;

/**
 * The filters as the address carries them. The search term never goes in a URL (it may be a
 * visitor's name or e-mail, and URLs end up in history, logs and Referer): it is kept in a cookie
 * of the inbox (search.ts), and `busca=1` says the page shows that search.
 */
export const requestAddressSchema = requestFilterSchema.omit({ q: true }).extend({
  busca: z.literal('1').optional().catch(undefined),
});

/** The filter form ('Filtrar'): type, status and the term, sent to a server action. */
export const requestSearchSchema = z.object({
  type: z.enum(REQUEST_KINDS).optional().catch(undefined),
  status: z.enum(REQUEST_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(REQUESTS_SEARCH_MAX, `A busca deve ter no máximo ${REQUESTS_SEARCH_MAX} caracteres`)
    .refine(isStorableText, 'Caractere inválido')
    .optional(),
  mine: z.literal('1').optional().catch(undefined),
  language: z.enum(LOCALES).optional().catch(undefined),
});

/** The filter of an address (its query's fields) and the stored term, applied when it says so. */
export function filterOf(query: Record<string, unknown>, storedTerm: string | undefined): RequestFilter {
  const { busca, ...rest } = requestAddressSchema.parse(query);
  return requestFilterSchema.parse({ ...rest, q: busca ? storedTerm : undefined });
}

/** A request's identity: its kind and its id. */
export const requestRefSchema = z.object({
  kind: z.enum(REQUEST_KINDS, { error: REQUEST_MESSAGES.notFound }),
  id: z.uuid({ error: REQUEST_MESSAGES.notFound }),
});
export type RequestRef = z.infer<typeof requestRefSchema>;

export const requestStatusSchema = requestRefSchema.extend({
  status: z.enum(REQUEST_STATUSES, { error: 'Status inválido' }),
});

/** 'Responsável': a staff member's id, or '' for nobody. */
export const assignmentSchema = requestRefSchema.extend({
  assignee_id: z
    .string({ error: REQUEST_MESSAGES.unknownAssignee })
    .max(64, REQUEST_MESSAGES.unknownAssignee)
    .transform((value) => value || null),
});

/** 'Próximo contato': a calendar day (YYYY-MM-DD), or '' to clear it. */
export const followUpSchema = requestRefSchema.extend({
  follow_up_on: z.union([z.literal(''), z.iso.date({ error: REQUEST_MESSAGES.invalidDate })], {
    error: REQUEST_MESSAGES.invalidDate,
  }),
});

/** The longest internal note (its column's length). */
export const NOTE_MAX = INTAKE_LIMITS.note;

/** One of the 'Notas internas'. */
export const noteSchema = requestRefSchema.extend({
  body: z
    .string({ error: REQUEST_MESSAGES.noteRequired })
    .trim()
    .min(1, REQUEST_MESSAGES.noteRequired)
    .max(NOTE_MAX, `Máximo de ${NOTE_MAX} caracteres`)
    .refine(isStorableText, INVALID_CHARACTER),
});

/** One request as the inbox shows it. */
export interface RequestItem {
  id: string;
  kind: RequestKindValue;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  /** The case summary of a consultation or the contact message. */
  text: string;
  status: RequestStatus;
  notificationState: NotificationState;
  notificationError: string | null;
  /** The privacy notice the visitor was shown (components/site/privacy-notice.tsx); null before it existed. */
  privacyNoticeVersion: string | null;
  createdAt: string;
  /** A booking's consultation: its date and time (null for the other kinds). */
  appointmentAt: string | null;
  /** 'Responsável' (a staff member's id and e-mail), if any. */
  assigneeId: string | null;
  assigneeEmail: string | null;
  /** 'Próximo contato' (YYYY-MM-DD), if any. */
  followUpOn: string | null;
  /** Where the visit that sent it came from; all null without the site's script ('Sem origem'). */
  origin: RequestOrigin;
  /** The language of the page the visitor used. */
  language: Locale;
}

/** A staff member who may be 'Responsável'. */
export interface StaffMember {
  id: string;
  email: string;
}

/** One of the 'Notas internas', with its author's e-mail (null once their account is removed). */
export interface RequestNote {
  id: string;
  body: string;
  authorEmail: string | null;
  createdAt: string;
}

/** 'Contato anterior': another request with the same e-mail, phone or company. */
export interface PriorContact {
  kind: string;
  id: string;
  name: string;
  status: string;
  createdAt: string;
  /** What it shares with the opened request ('E-mail', 'Telefone', 'Empresa'). */
  matches: string[];
}

/** Whether a follow-up day is past (before today in Brasília) on a request still open. */
export function isOverdue(item: Pick<RequestItem, 'followUpOn' | 'status'>, today: string): boolean {
  return item.followUpOn !== null && item.followUpOn < today && !isClosedStatus(item.status);
}

export interface RequestPage {
  items: RequestItem[];
  total: number;
  page: number;
  pageCount: number;
}

/** The query string of a filter (page 1 unless given), for links and the CSV export: never the term. */
export function filterQuery(filter: Partial<RequestFilter>, page?: number): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('busca', '1');
  if (filter.mine) params.set('mine', filter.mine);
  if (filter.language) params.set('language', filter.language);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
