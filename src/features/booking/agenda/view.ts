import type { bookings, calendars, timeOff } from '@/db/schema';
import type { WeeklyHours } from '@/features/booking/shared/slots';

// What /admin/agenda shows (plain data, for the client components).

export interface BookingItem {
  id: string;
  calendarId: string;
  calendarName: string;
  kind: 'booking' | 'block';
  start: string;
  end: string;
  name: string | null;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  caseSummary: string | null;
  area: string | null;
  modality: 'in_person' | 'online' | null;
  status: 'confirmed' | 'cancelled' | 'completed' | 'no_show';
  reason: string | null;
  cancelledBy: 'client' | 'firm' | null;
}

export type CalendarItem = Omit<typeof calendars.$inferSelect, 'feedToken'> & { feedUrl: string };

export interface AgendaOverview {
  today: string;
  calendars: CalendarItem[];
  timeOff: (typeof timeOff.$inferSelect)[];
  upcoming: BookingItem[];
}

export interface WeekView {
  calendarId: string;
  calendarName: string;
  weeklyHours: WeeklyHours;
  /** YYYY-MM-DD of the week's Monday. */
  monday: string;
  items: BookingItem[];
}

export function toBookingItem(row: typeof bookings.$inferSelect, calendarName: string): BookingItem {
  return {
    id: row.id,
    calendarId: row.calendarId,
    calendarName,
    kind: row.kind,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    name: row.name,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    caseSummary: row.caseSummary,
    area: row.area,
    modality: row.modality,
    status: row.appointmentStatus,
    reason: row.reason,
    cancelledBy: row.cancelledBy,
  };
}
