import 'server-only';
import { eq } from 'drizzle-orm';
import { bookings, calendars, siteSettings } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';

// What a booking's e-mails, pages and feeds read: the booking, its calendar and the firm.

export type BookingRow = typeof bookings.$inferSelect;
export type CalendarRow = typeof calendars.$inferSelect;
export type FirmDetails = Pick<
  typeof siteSettings.$inferSelect,
  'firmName' | 'address' | 'email' | 'whatsappNumber' | 'notificationEmails'
>;

export const EMPTY_FIRM: FirmDetails = {
  firmName: '',
  address: '',
  email: '',
  whatsappNumber: '',
  notificationEmails: [],
};

export async function readFirm(): Promise<FirmDetails> {
  const [row] = await getDb()
    .select({
      firmName: siteSettings.firmName,
      address: siteSettings.address,
      email: siteSettings.email,
      whatsappNumber: siteSettings.whatsappNumber,
      notificationEmails: siteSettings.notificationEmails,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? EMPTY_FIRM;
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
): string {
  if (booking.modality === 'online')
    return calendar.videoLink || 'O link da videochamada será enviado pelo escritório.';
  return firm.address || 'No escritório (o endereço será confirmado pelo escritório).';
}
