import 'server-only';
import { eq } from 'drizzle-orm';
import { consultations, contactMessages } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { rememberInboxSearch } from './search';
import {
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  filterQuery,
  requestRefSchema,
  requestSearchSchema,
  requestStatusSchema,
  type RequestRef,
} from './schema';

// Writes of the inbox, for admins: a request's status, and sending its notification again.

const TABLES = { consultation: consultations, contact: contactMessages } as const;
/** Each kind's entity in the activity log (the table's name). */
const ENTITIES = { consultation: 'consultations', contact: 'contact_messages' } as const;

/** Sets a request's status ('Nova', 'Em atendimento', 'Concluída'). */
export async function updateRequestStatus(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, status } = parseInput(requestStatusSchema, input);
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ status })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    const detail = REQUEST_STATUS_LABELS[status];
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'status_change',
      entity: ENTITIES[kind],
      entityId: id,
      detail,
    });
  });
}

/**
 * 'Reenviar': queues the request's e-mail again, at once and with a fresh day of retries
 * (a waiting job for it is replaced, so it is never sent twice by this).
 */
export async function resendRequestNotification(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const ref: RequestRef = parseInput(requestRefSchema, input);
  const table = TABLES[ref.kind];
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ notificationState: 'pending' })
      .where(eq(table.id, ref.id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    await enqueueNotification(tx, ref);
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'resend',
      entity: ENTITIES[ref.kind],
      entityId: ref.id,
    });
  });
}

/**
 * 'Filtrar': keeps the search term in the inbox's cookie (never in the URL) and answers the
 * address of the filtered inbox (type, status and `busca=1`).
 */
export async function searchRequests(actor: Actor | null, input: unknown): Promise<string> {
  requirePermission(actor, 'requests.manage');
  const filter = parseInput(requestSearchSchema, input);
  const q = filter.q || undefined;
  await rememberInboxSearch(q);
  return `/admin/solicitacoes${filterQuery({ ...filter, q })}`;
}
