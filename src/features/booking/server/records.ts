import 'server-only';
import { eq } from 'drizzle-orm';
import { bookings, calendars } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { readFirmSettings, type FirmSettings } from '@/features/settings/exports';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// What a booking's e-mails, pages and feeds read: the booking, its calendar and the firm.

export type BookingRow = typeof bookings.$inferSelect;
export type CalendarRow = typeof calendars.$inferSelect;
export type FirmDetails = Pick<
  FirmSettings,
  'firmName' | 'address' | 'email' | 'whatsappNumber' | 'notificationEmails'
>;

/** The firm's details a booking shows (read now, not cached: the e-mails send what is saved). */
export async function readFirm(): Promise<FirmDetails> {
  const { firmName, address, email, whatsappNumber, notificationEmails } = await readFirmSettings();
  return { firmName, address, email, whatsappNumber, notificationEmails };
}

/** A booking with its calendar, or undefined. */
export async function readBooking(
  id: string,
): Promise<{ booking: BookingRow; calendar: CalendarRow } | undefined> {
  const [row] = await getDb()
    .select({ booking: bookings, calendar: calendars })
    .from(bookings)
    .innerJoin(calendars, eq(calendars.id, bookings.calendarId))
    .where(eq(bookings.id, id));
  return row;
}

/** Where the consultation happens: the firm's address, or the calendar's video link. */
export function placeOf(
  booking: Pick<BookingRow, 'modality'>,
  calendar: CalendarRow,
  firm: FirmDetails,
  locale: Locale = 'pt-BR',
): string {
  const t = translator(locale);
  if (booking.modality === 'online') return calendar.videoLink || t('booking.mail.placeVideoLater');
  return firm.address || t('booking.mail.placeOfficeLater');
}
