import { z } from 'zod';
import type { NotificationState, RequestStatus } from '@/db/schema/visitors';
import { isStorableText } from '@/lib/shared/text-rules';

// The requests inbox (/admin/solicitacoes): consultations and contact messages in one list.

export const REQUEST_KINDS = ['consultation', 'contact'] as const;
// The table's values (src/db/schema), repeated here so the browser does not load the schema.
const REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const satisfies readonly RequestStatus[];
export type RequestKindValue = (typeof REQUEST_KINDS)[number];

export const REQUEST_KIND_LABELS: Record<RequestKindValue, string> = {
  consultation: 'Consulta',
  contact: 'Mensagem',
};
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Nova',
  in_progress: 'Em atendimento',
  done: 'Concluída',
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
} as const;

const searchTerm = z.string().trim().max(REQUESTS_SEARCH_MAX).refine(isStorableText);

/** The inbox's filters; anything unknown is ignored. */
export const requestFilterSchema = z.object({
  type: z.enum(REQUEST_KINDS).optional().catch(undefined),
  status: z.enum(REQUEST_STATUSES).optional().catch(undefined),
  q: searchTerm.optional().catch(undefined),
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
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
