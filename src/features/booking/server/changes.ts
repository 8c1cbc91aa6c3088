import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { bookings } from '@/db/schema';
import { UserError } from '@/lib/shared/action-result';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { loadAvailability } from './availability';
import { firmLocal, isFreeSlot } from '@/features/booking/shared/slots';
import { dayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { recordActivity } from '@/lib/server/activity';
import { queueCancelledBooking, queueChangedBooking, queueNewBooking } from './mail/queue';

// The writes every side of booking shares: a new booking, a cancellation and a move, each with its
// e-mails queued in the same transaction. Two bookings of a calendar that overlap are refused by
// PostgreSQL (bookings_no_overlap): the loser of a race gets BOOKING_MESSAGES.taken.

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'calendarId' | 'startsAt' | 'endsAt'>;

/** Whether PostgreSQL refused the statement with `code` (SQLSTATE), on the error or its causes. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === code) return true;
  }
  return false;
}

/** Whether the database refused the write for an overlapping booking (exclusion_violation). */
export function isOverlapError(error: unknown): boolean {
  return hasSqlState(error, '23P01');
}

/**
 * Runs a booking write in a transaction, again when PostgreSQL ended it as a deadlock's victim.
 * Two visitors inserting the same slot at once each wait for the other's row under the exclusion
 * constraint; PostgreSQL ends one of them (40P01), and run again that one sees the winner's row
 * and is refused as an overlap, the answer its visitor should get.
 */
async function bookingTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDb().transaction(work);
    } catch (error) {
      if (attempt >= 3 || !hasSqlState(error, '40P01')) throw error;
    }
  }
}

/**
 * Books the first of the calendars that is still free at `start` (none free, or every insert
 * refused by the constraint: the slot was just taken). Returns the booking's id.
 */
export async function bookFirstFree(
  calendarIds: string[],
  start: number,
  values: NewBooking,
): Promise<string> {
  const { day } = firmLocal(start);
  const availability = await loadAvailability({}, day, day);
  for (const calendarId of calendarIds) {
    const found = availability.find((item) => item.calendar.id === calendarId);
    const slot = found && isFreeSlot(found.rules, start, found.context);
    if (!slot) continue;
    try {
      return await bookingTransaction(async (tx) => {
        const [row] = await tx
          .insert(bookings)
          .values({ ...values, calendarId, startsAt: new Date(slot.start), endsAt: new Date(slot.end) })
          .returning({ id: bookings.id });
        if (values.kind !== 'block') await queueNewBooking(tx, row!.id, new Date(slot.start));
        return row!.id;
      });
    } catch (error) {
      if (!isOverlapError(error)) throw error;
    }
  }
  throw new UserError(BOOKING_MESSAGES.taken);
}

/**
 * Cancels a confirmed booking that has not started (by the visitor or the firm, with the reason
 * the visitor is told); false when there was none to cancel.
 */
export async function cancelBooking(
  id: string,
  by: 'client' | 'firm',
  reason: string | null,
  onCancelled?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        appointmentStatus: 'cancelled',
        cancelledBy: by,
        cancelledAt: new Date(),
        reason,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bookings.id, id),
          eq(bookings.appointmentStatus, 'confirmed'),
          gt(bookings.endsAt, new Date()),
        ),
      )
      .returning({ id: bookings.id, kind: bookings.kind });
    if (!row) return false;
    if (row.kind === 'booking') await queueCancelledBooking(tx, id);
    await onCancelled?.(tx);
    return true;
  });
}

/** A booking's time as its history says it: 'dd/mm/aaaa HH:MM' on the firm's clock. */
const historyTime = (instant: number) => `${dayLabel(firmLocal(instant).day)} ${timeIn(instant)}`;

/**
 * Moves a confirmed booking of `calendarId` to a free slot of the same calendar. Every move is in
 * the booking's history, the activity log ('Agendamento', its id, from and to which time), written
 * in the move's transaction: `by` says who moved it (the visitor's link, or an administrator).
 */
export async function moveBooking(
  id: string,
  calendarId: string,
  start: number,
  by: { actorId: string | null; via: string } = { actorId: null, via: 'pelo link' },
): Promise<void> {
  const { day } = firmLocal(start);
  const [found] = await loadAvailability({ calendarId, ignoreBookingId: id }, day, day);
  const slot = found && isFreeSlot(found.rules, start, found.context);
  if (!slot) throw new UserError(BOOKING_MESSAGES.taken);
  try {
    await bookingTransaction(async (tx) => {
      const [before] = await tx
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('update');
      const [row] = await tx
        .update(bookings)
        .set({
          startsAt: new Date(slot.start),
          endsAt: new Date(slot.end),
          sequence: sql`${bookings.sequence} + 1`,
          reminderSentAt: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(bookings.id, id),
            eq(bookings.appointmentStatus, 'confirmed'),
            gt(bookings.startsAt, new Date()),
          ),
        )
        .returning({ id: bookings.id });
      if (!row || !before) throw new UserError(BOOKING_MESSAGES.notChangeable);
      await recordActivity(tx, {
        actorId: by.actorId,
        kind: 'update',
        entity: 'bookings',
        entityId: id,
        detail: `Remarcada ${by.via}: ${historyTime(before.startsAt.getTime())} → ${historyTime(slot.start)}`,
      });
      await queueChangedBooking(tx, id, new Date(slot.start));
    });
  } catch (error) {
    if (isOverlapError(error)) throw new UserError(BOOKING_MESSAGES.taken);
    throw error;
  }
}
