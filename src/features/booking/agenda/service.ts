import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gte, lt, ne } from 'drizzle-orm';
import { bookings, calendars, timeOff } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { addDays, firmInstant, firmLocal, weekdayOf } from '@/features/booking/shared/slots';
import { recordActivity } from '@/lib/server/activity';
import { cancelBooking, isOverlapError } from '@/features/booking/server/changes';
import { feed } from '@/features/booking/server/mail/ics';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import {
  AGENDA_MESSAGES as M,
  appointmentStatusSchema,
  blockSchema,
  calendarSchema,
  calendarValues,
  cancelSchema,
  idInput,
  timeOffSchema,
} from './schema';
import { toBookingItem, type AgendaOverview, type BookingItem, type WeekView } from './view';

// The firm's side of booking (issue 23), for admins: calendars, days off, the bookings by day and
// week, cancelling with a reason, blocking a slot, and each calendar's private .ics feed.

const newFeedToken = () => randomBytes(24).toString('base64url');
const feedUrl = (token: string) => `${getEnv().SITE_URL}/agenda-feed/${token}.ics`;

async function bookingsBetween(from: Date, to: Date, calendarId?: string): Promise<BookingItem[]> {
  const rows = await getDb()
    .select({ booking: bookings, calendarName: calendars.name })
    .from(bookings)
    .innerJoin(calendars, eq(calendars.id, bookings.calendarId))
    .where(
      and(
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
        ...(calendarId ? [eq(bookings.calendarId, calendarId)] : []),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => toBookingItem(row.booking, row.calendarName));
}

/** The screen's data: calendars, days off still ahead, and the next two weeks' bookings by day. */
export async function getAgenda(actor: Actor | null, now: number = Date.now()): Promise<AgendaOverview> {
  requirePermission(actor, 'agenda.write');
  const db = getDb();
  const today = firmLocal(now).day;
  const [list, off, upcoming] = await Promise.all([
    db.select().from(calendars).orderBy(asc(calendars.createdAt)),
    db.select().from(timeOff).where(gte(timeOff.endsOn, today)).orderBy(asc(timeOff.startsOn)),
    bookingsBetween(
      new Date(firmInstant(today, '00:00')),
      new Date(firmInstant(addDays(today, 15), '00:00')),
    ),
  ]);
  return {
    today,
    calendars: list.map(({ feedToken, ...calendar }) => ({ ...calendar, feedUrl: feedUrl(feedToken) })),
    timeOff: off,
    upcoming: upcoming.filter((item) => item.kind === 'booking'),
  };
}

/** One calendar's week (Monday to Sunday) with its bookings and blocks. */
export async function getWeek(actor: Actor | null, calendarId: unknown, weekOf: string): Promise<WeekView> {
  requirePermission(actor, 'agenda.write');
  const id = parseInput(idInput, calendarId);
  const [calendar] = await getDb().select().from(calendars).where(eq(calendars.id, id));
  if (!calendar) throw new UserError(M.notFound);
  const monday = addDays(weekOf, -((weekdayOf(weekOf) + 6) % 7));
  const items = await bookingsBetween(
    new Date(firmInstant(monday, '00:00')),
    new Date(firmInstant(addDays(monday, 7), '00:00')),
    id,
  );
  return { calendarId: id, calendarName: calendar.name, weeklyHours: calendar.weeklyHours, monday, items };
}

/** Adds a calendar, or updates the one named by the form's id. */
export async function saveCalendar(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const data = parseInput(calendarSchema, input);
  const values = calendarValues(data);
  await getDb().transaction(async (tx) => {
    const [row] = data.id
      ? await tx
          .update(calendars)
          .set(values)
          .where(eq(calendars.id, parseInput(idInput, data.id)))
          .returning()
      : await tx
          .insert(calendars)
          .values({ ...values, feedToken: newFeedToken() })
          .returning();
    if (!row) throw new UserError(M.notFound);
    await recordActivity(tx, {
      actorId: by.userId,
      kind: data.id ? 'update' : 'create',
      entity: 'calendars',
      entityId: row.id,
    });
  });
}

/** Deletes a calendar that never had a booking (one that had is deactivated instead). */
export async function removeCalendar(actor: Actor | null, calendarId: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const id = parseInput(idInput, calendarId);
  await getDb().transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.calendarId, id), ne(bookings.kind, 'block')));
    if (held && held.n > 0) throw new UserError(M.hasBookings);
    await tx.delete(bookings).where(eq(bookings.calendarId, id));
    const removed = await tx.delete(calendars).where(eq(calendars.id, id)).returning({ id: calendars.id });
    if (removed.length === 0) throw new UserError(M.notFound);
    await recordActivity(tx, { actorId: by.userId, kind: 'delete', entity: 'calendars', entityId: id });
  });
}

/** 'Gerar novo endereço': a new private feed address; the old one stops working at once. */
export async function renewFeed(actor: Actor | null, calendarId: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const id = parseInput(idInput, calendarId);
  const updated = await getDb()
    .update(calendars)
    .set({ feedToken: newFeedToken() })
    .where(eq(calendars.id, id))
    .returning({ id: calendars.id });
  if (updated.length === 0) throw new UserError(M.notFound);
  await recordActivity(getDb(), {
    actorId: by.userId,
    kind: 'update',
    entity: 'calendars',
    entityId: id,
    detail: 'Novo endereço de assinatura',
  });
}

/** 'Folgas e feriados': a day or range off, for one calendar or (no calendar) the whole firm. */
export async function addTimeOff(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const data = parseInput(timeOffSchema, input);
  const [row] = await getDb()
    .insert(timeOff)
    .values({
      calendarId: data.calendar_id,
      startsOn: data.starts_on,
      endsOn: data.ends_on,
      reason: data.reason ?? '',
    })
    .returning({ id: timeOff.id });
  await recordActivity(getDb(), {
    actorId: by.userId,
    kind: 'create',
    entity: 'time_off',
    entityId: row!.id,
  });
}

export async function removeTimeOff(actor: Actor | null, id: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const key = parseInput(idInput, id);
  const removed = await getDb().delete(timeOff).where(eq(timeOff.id, key)).returning({ id: timeOff.id });
  if (removed.length === 0) throw new UserError(M.notFound);
  await recordActivity(getDb(), { actorId: by.userId, kind: 'delete', entity: 'time_off', entityId: key });
}

/** The firm cancels a booking with a reason the visitor is told (CANCEL e-mail), or lifts a block. */
export async function cancelByFirm(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const { id, reason } = parseInput(cancelSchema, input);
  const done = await cancelBooking(id, 'firm', reason, (tx) =>
    recordActivity(tx, {
      actorId: by.userId,
      kind: 'status_change',
      entity: 'bookings',
      entityId: id,
      detail: 'Cancelada',
    }),
  );
  if (!done) throw new UserError(M.bookingNotFound);
}

/** 'Realizada', 'Não compareceu' (or back to 'Confirmada') for a booking that was not cancelled. */
export async function setAppointmentStatus(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const { id, status } = parseInput(appointmentStatusSchema, input);
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(bookings)
      .set({ appointmentStatus: status, updatedAt: new Date() })
      .where(
        and(eq(bookings.id, id), eq(bookings.kind, 'booking'), ne(bookings.appointmentStatus, 'cancelled')),
      )
      .returning({ id: bookings.id });
    if (updated.length === 0) throw new UserError(M.bookingNotFound);
    await recordActivity(tx, {
      actorId: by.userId,
      kind: 'status_change',
      entity: 'bookings',
      entityId: id,
      detail: status,
    });
  });
}

/** Blocks a time of a calendar by hand (no visitor can book it); refused over a booking. */
export async function blockSlot(actor: Actor | null, input: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const data = parseInput(blockSchema, input);
  try {
    await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          calendarId: data.calendar_id,
          kind: 'block',
          startsAt: new Date(firmInstant(data.day, data.from)),
          endsAt: new Date(firmInstant(data.day, data.to)),
          reason: data.reason,
          status: 'done',
          notificationState: 'sent',
        })
        .returning({ id: bookings.id });
      await recordActivity(tx, {
        actorId: by.userId,
        kind: 'create',
        entity: 'bookings',
        entityId: row!.id,
        detail: 'Bloqueio',
      });
    });
  } catch (error) {
    if (isOverlapError(error))
      throw new UserError('Já existe uma consulta ou bloqueio neste horário', {
        from: 'Já existe uma consulta ou bloqueio neste horário',
      });
    throw error;
  }
}

/** Removes a block made by hand. */
export async function removeBlock(actor: Actor | null, id: unknown): Promise<void> {
  const by = requirePermission(actor, 'agenda.write');
  const key = parseInput(idInput, id);
  const removed = await getDb()
    .delete(bookings)
    .where(and(eq(bookings.id, key), eq(bookings.kind, 'block')))
    .returning({ id: bookings.id });
  if (removed.length === 0) throw new UserError(M.bookingNotFound);
  await recordActivity(getDb(), {
    actorId: by.userId,
    kind: 'delete',
    entity: 'bookings',
    entityId: key,
    detail: 'Bloqueio',
  });
}

/**
 * A calendar's subscription feed by its private token (the token is the credential): the
 * bookings' name, time and modality and the admin link, nothing else of the client's.
 */
export async function calendarFeed(token: string): Promise<string | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [calendar] = await getDb().select().from(calendars).where(eq(calendars.feedToken, token));
  if (!calendar) return null;
  const since = new Date(Date.now() - 30 * 86_400_000);
  const rows = await getDb()
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.calendarId, calendar.id),
        gte(bookings.endsAt, since),
        ne(bookings.appointmentStatus, 'cancelled'),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const admin = `${getEnv().SITE_URL}/admin/agenda`;
  return feed(
    calendar.name,
    rows.map((row) => ({
      uid: `${row.id}@tribuna`,
      sequence: row.sequence,
      start: row.startsAt,
      end: row.endsAt,
      title:
        row.kind === 'block'
          ? 'Horário bloqueado'
          : `Consulta: ${row.name} (${row.modality === 'online' ? 'Online' : 'Presencial'})`,
      description: admin,
      location: row.kind === 'block' ? '' : row.modality === 'online' ? 'Online' : 'Presencial',
      url: admin,
      organizer: { name: calendar.name, email: calendar.email },
    })),
  );
}
