import { randomBytes } from 'node:crypto';
import type { calendars } from '@/db/schema';
import { BOOKING_AREAS } from '@/features/booking/shared/options';

// The demo firm's calendar (issue 23): weekday hours, so /agendar-consulta works out of the box.

const WEEKDAY: [string, string][] = [
  ['09:00', '12:00'],
  ['14:00', '18:00'],
];

export const demoCalendar = (): typeof calendars.$inferInsert => ({
  name: 'Atendimento do escritório',
  email: 'agenda@tribuna.example',
  areas: BOOKING_AREAS.map((area) => area.value),
  weeklyHours: { '1': WEEKDAY, '2': WEEKDAY, '3': WEEKDAY, '4': WEEKDAY, '5': WEEKDAY },
  durationMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 24,
  windowDays: 30,
  inPerson: true,
  online: true,
  videoLink: 'https://meet.tribuna.example/consulta',
  feedToken: randomBytes(24).toString('base64url'),
});
