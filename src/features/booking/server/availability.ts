import 'server-only';
import { and, arrayContains, eq, gt, inArray, isNull, lt, ne, or, gte, lte } from 'drizzle-orm';
import { bookings, calendars, timeOff, type Modality } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import {
  DAY_MS,
  firmLocal,
  freeSlots,
  type Interval,
  type SlotContext,
  type SlotRules,
} from '@/features/booking/shared/slots';
import type { CalendarRow } from './records';

// The calendars' rules and what is already taken, read once for a range of days, for the slot
// arithmetic (../shared/slots.ts). bench/slots.ts times this for 60 days.

export interface CalendarAvailability {
  calendar: CalendarRow;
  rules: SlotRules;
  context: SlotContext;
}

export interface AvailabilityFilter {
  area?: string;
  modality?: Modality;
  calendarId?: string;
  /** A booking being moved: its own time does not count as taken. */
  ignoreBookingId?: string;
}

export const rulesOf = (calendar: CalendarRow): SlotRules => ({
  weeklyHours: calendar.weeklyHours,
  durationMinutes: calendar.durationMinutes,
  bufferMinutes: calendar.bufferMinutes,
  minNoticeHours: calendar.minNoticeHours,
  windowDays: calendar.windowDays,
});

/** The active calendars matching the filter, with their bookings and days off between the two days. */
export async function loadAvailability(
  filter: AvailabilityFilter,
  fromDay: string,
  toDay: string,
  now: number = Date.now(),
): Promise<CalendarAvailability[]> {
  const db = getDb();
  const conditions = [eq(calendars.active, true)];
  if (filter.calendarId) conditions.push(eq(calendars.id, filter.calendarId));
  if (filter.area) conditions.push(arrayContains(calendars.areas, [filter.area]));
  if (filter.modality === 'online') conditions.push(eq(calendars.online, true));
  if (filter.modality === 'in_person') conditions.push(eq(calendars.inPerson, true));
  const found = await db
    .select()
    .from(calendars)
    .where(and(...conditions))
    .orderBy(calendars.createdAt);
  if (found.length === 0) return [];
  const ids = found.map((calendar) => calendar.id);
  // A day's slots lie within a day and a half of its UTC midnight, whatever the zone.
  const from = new Date(Date.parse(`${fromDay}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${toDay}T00:00:00Z`) + 2 * DAY_MS);
  const [taken, off] = await Promise.all([
    db
      .select({ calendarId: bookings.calendarId, start: bookings.startsAt, end: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          inArray(bookings.calendarId, ids),
          ne(bookings.appointmentStatus, 'cancelled'),
          lt(bookings.startsAt, to),
          gt(bookings.endsAt, from),
          ...(filter.ignoreBookingId ? [ne(bookings.id, filter.ignoreBookingId)] : []),
        ),
      ),
    db
      .select()
      .from(timeOff)
      .where(
        and(
          or(isNull(timeOff.calendarId), inArray(timeOff.calendarId, ids)),
          gte(timeOff.endsOn, fromDay),
          lte(timeOff.startsOn, toDay),
        ),
      ),
  ]);
  return found.map((calendar) => ({
    calendar,
    rules: rulesOf(calendar),
    context: {
      now,
      busy: taken
        .filter((row) => row.calendarId === calendar.id)
        .map((row): Interval => ({ start: row.start.getTime(), end: row.end.getTime() })),
      daysOff: off.filter((row) => row.calendarId === null || row.calendarId === calendar.id),
    },
  }));
}

export interface OpenSlot extends Interval {
  /** The calendars free at that time, in the order they were created. */
  calendarIds: string[];
}

/** The free slots of any of the calendars between two days, one per start time, in time order. */
export function openSlots(availability: CalendarAvailability[], fromDay: string, toDay: string): OpenSlot[] {
  const byStart = new Map<number, OpenSlot>();
  for (const { calendar, rules, context } of availability) {
    for (const slot of freeSlots(rules, fromDay, toDay, context)) {
      const open = byStart.get(slot.start);
      if (open) open.calendarIds.push(calendar.id);
      else byStart.set(slot.start, { ...slot, calendarIds: [calendar.id] });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The days (YYYY-MM-DD) that have at least one slot. */
export function daysWithSlots(slots: OpenSlot[]): Set<string> {
  return new Set(slots.map((slot) => firmLocal(slot.start).day));
}
