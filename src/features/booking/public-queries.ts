import 'server-only';
import { and, eq } from 'drizzle-orm';
import { calendars, type Modality } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { BOOKING_AREAS } from '@/features/booking/shared/options';
import { dayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { modalityName } from './texts';
import { addDays, firmLocal, lastBookableDay, monthDays } from '@/features/booking/shared/slots';
import {
  daysWithSlots,
  loadAvailability,
  openSlots,
  type OpenSlot,
} from '@/features/booking/server/availability';
import { placeOf, readBooking, readFirm } from '@/features/booking/server/records';
import { bookingIdOf, bookingPath } from '@/features/booking/server/tokens';
import type { ConfirmedBooking } from './outcome';
import { bookingWhatsappUrl } from './whatsapp';

// The reads of the booking pages (issue 23), for anonymous visitors: what can be chosen at each
// step, and a booking's own page by its link's token. Not cached: they change with every booking.

export interface BookingChoices {
  /** The areas some active calendar serves, in the service pages' order. */
  areas: { value: string; label: string }[];
  /** The modalities offered for the chosen area. */
  modalities: Modality[];
}

export async function bookingChoices(area: string | null): Promise<BookingChoices> {
  const active = await getDb()
    .select({ areas: calendars.areas, inPerson: calendars.inPerson, online: calendars.online })
    .from(calendars)
    .where(and(eq(calendars.active, true)));
  const served = new Set(active.flatMap((calendar) => calendar.areas));
  const serving = active.filter((calendar) => area && calendar.areas.includes(area));
  const modalities: Modality[] = [];
  if (serving.some((calendar) => calendar.inPerson)) modalities.push('in_person');
  if (serving.some((calendar) => calendar.online)) modalities.push('online');
  return { areas: BOOKING_AREAS.filter((item) => served.has(item.value)), modalities };
}

export interface MonthView {
  month: string;
  /** Days of the month with at least one free slot. */
  freeDays: Set<string>;
  /** The months a visitor may move to (null at the ends of the booking window). */
  previous: string | null;
  next: string | null;
  /** The free slots of the chosen day, when one is chosen and free. */
  slots: OpenSlot[];
}

const monthOf = (day: string) => day.slice(0, 7);
const shiftMonth = (month: string, by: number) => monthOf(addDays(`${month}-15`, by * 30));

/**
 * The month shown to a visitor: the one asked for (within the booking window), else the month of
 * the first free day; its free days; and the chosen day's slots.
 */
export async function monthAvailability(
  filter: { area: string; modality: Modality; calendarId?: string; ignoreBookingId?: string },
  askedMonth: string | null,
  day: string | null,
  now: number = Date.now(),
): Promise<MonthView> {
  const today = firmLocal(now).day;
  const probe = await loadAvailability(filter, today, today, now);
  const lastDay = probe.reduce((last, item) => {
    const end = lastBookableDay(item.rules, now);
    return end > last ? end : last;
  }, today);
  const window = await loadAvailability(filter, today, lastDay, now);
  const all = openSlots(window, today, lastDay);
  const free = daysWithSlots(all);
  const firstFree = [...free].sort()[0];
  const inWindow = (month: string) => month >= monthOf(today) && month <= monthOf(lastDay);
  const month =
    askedMonth && inWindow(askedMonth)
      ? askedMonth
      : day && inWindow(monthOf(day))
        ? monthOf(day)
        : monthOf(firstFree ?? today);
  const { first, last } = monthDays(month);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month,
    freeDays: new Set([...free].filter((item) => item >= first && item <= last)),
    previous: inWindow(previous) ? previous : null,
    next: inWindow(next) ? next : null,
    slots: day && free.has(day) ? all.filter((slot) => firmLocal(slot.start).day === day) : [],
  };
}

export interface BookingView {
  id: string;
  calendarId: string;
  status: 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  cancelledBy: 'client' | 'firm' | null;
  reason: string | null;
  start: number;
  area: string | null;
  modality: Modality;
  place: string;
  visitorTimeZone: string | null;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  caseSummary: string | null;
  /** Whether it can still be cancelled or moved (confirmed and not started). */
  changeable: boolean;
  whatsappNumber: string;
}

/** A booking's page by its link's token; null for a token this server did not sign. */
export async function bookingByToken(
  token: string,
  locale: Locale = 'pt-BR',
  now: number = Date.now(),
): Promise<BookingView | null> {
  const id = bookingIdOf(token);
  return id ? bookingById(id, now, locale) : null;
}

/** A visitor's booking (not a blocked slot) as its pages show it. */
async function bookingById(
  id: string,
  now: number = Date.now(),
  locale: Locale = 'pt-BR',
): Promise<BookingView | null> {
  const found = await readBooking(id);
  if (!found || found.booking.kind !== 'booking') return null;
  const { booking, calendar } = found;
  const firm = await readFirm();
  return {
    id: booking.id,
    calendarId: booking.calendarId,
    status: booking.appointmentStatus,
    cancelledBy: booking.cancelledBy,
    reason: booking.reason,
    start: booking.startsAt.getTime(),
    area: booking.area,
    modality: booking.modality ?? 'in_person',
    place: placeOf(booking, calendar, firm, locale),
    visitorTimeZone: booking.visitorTimeZone,
    name: booking.name,
    companyName: booking.companyName,
    email: booking.email,
    phone: booking.phone,
    caseSummary: booking.caseSummary,
    changeable: booking.appointmentStatus === 'confirmed' && booking.startsAt.getTime() > now,
    whatsappNumber: firm.whatsappNumber,
  };
}

/** What the booking form says of a booking just confirmed (outcome.ts): where, when, what next. */
export async function confirmedBooking(id: string, locale: Locale = 'pt-BR'): Promise<ConfirmedBooking> {
  const view = await bookingById(id, Date.now(), locale);
  if (!view) throw new Error(`booking ${id} was not found right after it was made`);
  const online = view.modality === 'online';
  const link = online && /^https?:\/\//.test(view.place);
  const day = dayLabel(firmLocal(view.start).day, locale);
  const time = timeIn(view.start);
  return {
    message:
      locale === 'pt-BR'
        ? BOOKING_MESSAGES.success(day, time)
        : translator(locale)('booking.messages.success', { day, time }),
    day,
    time,
    modality: modalityName(view.modality, locale),
    address: online ? null : view.place,
    videoLink: link ? view.place : null,
    note: online && !link ? view.place : null,
    whatsappUrl: bookingWhatsappUrl(view, locale),
    manageUrl: bookingPath(id, locale),
  };
}
