import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { calendars } from '@/db/schema';
import { addDays, firmLocal, weekdayOf } from '@/features/booking/shared/slots';
import { e2eDb, unique } from './database';

// The booking specs' own calendars (issue 23): each test books on a calendar of its own that opens
// on weekends only (the demo calendar has weekday hours), at an hour no other test uses.

/** The first Saturday (6) or Sunday (0) at least three days ahead, on the firm's calendar. */
export function weekendDay(weekday: 0 | 6, weeksAhead = 0): string {
  let day = addDays(firmLocal(Date.now()).day, 3);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return addDays(day, weeksAhead * 7);
}

const PREFIX = 'Agenda e2e';

/** The test's own calendar; the earlier tests' ones stop taking bookings (tests run one at a time). */
export async function weekendCalendar(weekday: 0 | 6, from: string, to: string) {
  const name = `${PREFIX} ${unique()}`;
  const db = await e2eDb();
  await db
    .update(calendars)
    .set({ active: false })
    .where(like(calendars.name, `${PREFIX} %`));
  const [row] = await db
    .insert(calendars)
    .values({
      name,
      email: `${unique()}@firma.test`,
      areas: ['advocacia-tributaria'],
      weeklyHours: { [String(weekday)]: [[from, to]] },
      durationMinutes: 60,
      minNoticeHours: 0,
      windowDays: 30,
      inPerson: true,
      online: true,
      videoLink: 'https://meet.example.test/e2e',
      feedToken: randomBytes(24).toString('base64url'),
    })
    .returning();
  return row!;
}
