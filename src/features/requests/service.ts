import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { administrators, consultations, contactMessages, requestNotes } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { STAFF_ROLES } from '@/lib/shared/auth/permissions';
import { formatCalendarDate } from '@/lib/shared/dates';
import {
  assignmentSchema,
  followUpSchema,
  noteSchema,
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  requestRefSchema,
  requestStatusSchema,
  type RequestRef,
} from './schema';

// Writes of the inbox, for admins: a request's status, its 'Responsável', 'Próximo contato' and
// 'Notas internas' (issue 24), and sending its notification again.

const TABLES = { consultation: consultations, contact: contactMessages } as const;
const ENTITIES = { consultation: 'consultations', contact: 'contact_messages' } as const;
/** Each kind's column in request_notes (db/schema/intake.ts). */
const NOTE_REQUEST = {
  consultation: (id: string) => ({ consultationId: id }),
  contact: (id: string) => ({ contactMessageId: id }),
} as const;

/** Sets a request's status ('Nova', 'Em atendimento', 'Concluída'). */
export async function updateRequestStatus(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, status } = parseInput(requestStatusSchema, input);
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(table)
      // The first status change is the request's first response (time to first response).
      .set({ status, firstResponseAt: sql`coalesce(${table.firstResponseAt}, now())` })
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

/** Sets a request's 'Responsável' (a staff member, or nobody). */
export async function assignRequest(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, assignee_id } = parseInput(assignmentSchema, input);
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    let email = 'ninguém';
    if (assignee_id) {
      const [staff] = await tx
        .select({ email: administrators.email })
        .from(administrators)
        .where(and(eq(administrators.id, assignee_id), inArray(administrators.userType, [...STAFF_ROLES])));
      if (!staff)
        throw new UserError(REQUEST_MESSAGES.unknownAssignee, {
          assignee_id: REQUEST_MESSAGES.unknownAssignee,
        });
      email = staff.email;
    }
    const updated = await tx
      .update(table)
      .set({ assigneeId: assignee_id })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    const detail = `Responsável: ${email}`;
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'update',
      entity: ENTITIES[kind],
      entityId: id,
      detail,
    });
  });
}

/** Sets (or clears) a request's 'Próximo contato'. */
export async function setRequestFollowUp(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, follow_up_on } = parseInput(followUpSchema, input);
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ followUpOn: follow_up_on || null })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    const detail = `Próximo contato: ${follow_up_on ? formatCalendarDate(follow_up_on) : 'nenhum'}`;
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'update',
      entity: ENTITIES[kind],
      entityId: id,
      detail,
    });
  });
}

/** Adds one of the 'Notas internas' (never sent to the visitor); it counts as a first response. */
export async function addRequestNote(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'requests.manage');
  const { kind, id, body } = parseInput(noteSchema, input);
  const table = TABLES[kind];
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set({ firstResponseAt: sql`coalesce(${table.firstResponseAt}, now())` })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (updated.length === 0) throw new UserError(REQUEST_MESSAGES.notFound);
    const [note] = await tx
      .insert(requestNotes)
      .values({ ...NOTE_REQUEST[kind](id), authorId: by.userId, body })
      .returning({ id: requestNotes.id });
    // The note's id only: its text may hold the visitor's personal data.
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'create',
      entity: 'request_notes',
      entityId: note!.id,
    });
  });
}

/**
 * 'Reenviar': queues the request's e-mail again, at once and with a fresh day of retries
 * (a waiting job for it is replaced, so it is never sent twice by this).
 */
export async function resendRequestNotification(actor: Actor | null, input: unknown): Promise<void> {
  requirePermission(actor, 'requests.manage');
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
  });
}
