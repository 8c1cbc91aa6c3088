import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { administrators, consultations, contactMessages, requestNotes } from '@/db/schema';
import { bookingRequests } from '@/features/booking/exports';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { recordActivity, type ActivityEntry } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { rememberInboxSearch } from './search';
import { STAFF_ROLES } from '@/lib/shared/auth/permissions';
import { formatCalendarDate } from '@/lib/shared/dates';
import {
  assignmentSchema,
  followUpSchema,
  noteSchema,
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  filterQuery,
  requestRefSchema,
  requestSearchSchema,
  requestStatusSchema,
  type RequestRef,
} from './schema';

// Writes of the inbox, for admins: a request's status, its 'Responsável', 'Próximo contato' and
// 'Notas internas' (issue 24), and sending its notification again.

const TABLES = {
  consultation: consultations,
  contact: contactMessages,
  booking: bookingRequests.table,
} as const;
const ENTITIES = { consultation: 'consultations', contact: 'contact_messages', booking: 'bookings' } as const;
/** Each kind's column in request_notes (db/schema/intake.ts). */
const NOTE_REQUEST = {
  consultation: (id: string) => ({ consultationId: id }),
  contact: (id: string) => ({ contactMessageId: id }),
  booking: (id: string) => ({ bookingId: id }),
} as const;

/** The request's row (a slot the firm blocked is a bookings row, but no request). */
function requestRow({ kind, id }: RequestRef): SQL | undefined {
  const table = TABLES[kind];
  return kind === 'booking' ? bookingRequests.row(id) : eq(table.id, id);
}

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

type Activity = Omit<ActivityEntry, 'actorId'>;

/**
 * Updates one request in a transaction and records it in the activity log: `prepare` runs first
 * (checks, what the log names), then the update (refused when the request is gone), then
 * `recorded`, which may write what goes with the change (a note) and says what the log keeps.
 */
async function updateRequest<T>(
  by: Actor,
  { kind, id }: RequestRef,
  change: {
    values: Partial<typeof consultations.$inferInsert>;
    prepare?: (tx: Transaction) => Promise<T>;
    recorded: (tx: Transaction, prepared: T) => Promise<Activity> | Activity;
  },
): Promise<void> {
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    const prepared = (await change.prepare?.(tx)) as T;
    const updated = await tx
      .update(table)
      .set(change.values)
      .where(requestRow({ kind, id }))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    await recordActivity(tx, { actorId: by.userId, ...(await change.recorded(tx, prepared)) });
  });
}

/** The first status change or note is the request's first response (time to first response). */
const firstResponse = (kind: RequestRef['kind']) =>
  sql`coalesce(${TABLES[kind].firstResponseAt}, now())` as unknown as Date;

/** Sets a request's status ('Nova', 'Em atendimento', 'Aguardando cliente', 'Contratou'…). */
export async function updateRequestStatus(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, status } = parseInput(requestStatusSchema, input);
  await updateRequest(
    by,
    { kind, id },
    {
      values: { status, firstResponseAt: firstResponse(kind) },
      recorded: () => ({
        kind: 'status_change',
        entity: ENTITIES[kind],
        entityId: id,
        detail: REQUEST_STATUS_LABELS[status],
      }),
    },
  );
}

/** Sets a request's 'Responsável' (a staff member, or nobody). */
export async function assignRequest(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, assignee_id } = parseInput(assignmentSchema, input);
  await updateRequest(
    by,
    { kind, id },
    {
      values: { assigneeId: assignee_id },
      prepare: async (tx) => {
        if (!assignee_id) return 'ninguém';
        const [staff] = await tx
          .select({ email: administrators.email })
          .from(administrators)
          .where(and(eq(administrators.id, assignee_id), inArray(administrators.userType, [...STAFF_ROLES])));
        const message = REQUEST_MESSAGES.unknownAssignee;
        if (!staff) throw new UserError(message, { assignee_id: message });
        return staff.email;
      },
      recorded: (_tx, email) => ({
        kind: 'update',
        entity: ENTITIES[kind],
        entityId: id,
        detail: `Responsável: ${email}`,
      }),
    },
  );
}

/** Sets (or clears) a request's 'Próximo contato'. */
export async function setRequestFollowUp(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, follow_up_on } = parseInput(followUpSchema, input);
  const detail = `Próximo contato: ${follow_up_on ? formatCalendarDate(follow_up_on) : 'nenhum'}`;
  await updateRequest(
    by,
    { kind, id },
    {
      values: { followUpOn: follow_up_on || null },
      recorded: () => ({ kind: 'update', entity: ENTITIES[kind], entityId: id, detail }),
    },
  );
}

/** Adds one of the 'Notas internas' (never sent to the visitor); it counts as a first response. */
export async function addRequestNote(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, body } = parseInput(noteSchema, input);
  await updateRequest(
    by,
    { kind, id },
    {
      values: { firstResponseAt: firstResponse(kind) },
      recorded: async (tx) => {
        const [note] = await tx
          .insert(requestNotes)
          .values({ ...NOTE_REQUEST[kind](id), authorId: by.userId, body })
          .returning({ id: requestNotes.id });
        // The note's id only: its text may hold the visitor's personal data.
        return { kind: 'create', entity: 'request_notes', entityId: note!.id };
      },
    },
  );
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
      .where(requestRow(ref))
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
