import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, calendars } from '@/db/schema';
import { confirmBooking } from '@/features/booking/service';
import { erasePersonalData, findPersonalData } from '@/features/privacy/service';
import { runRequestsRetention } from '@/features/privacy/retention';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { bookingForm, createCalendar, firmDay, setFirm } from '../helpers/booking';

// Bookings under the LGPD tools (issue 23): found and exported by e-mail, erased with every queued
// e-mail, and removed by the retention job once their consultation is older than the setting.

let address = 0;
const visitor = () => ({ address: `192.0.2.${++address}` });
const jobCount = async () =>
  (
    await getDb().execute(
      sql`select 1 from graphile_worker.jobs where key like 'booking_mail:%' or key like 'notify_request:booking:%'`,
    )
  ).rows.length;

beforeEach(async () => {
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb().delete(bookings);
  await getDb().delete(calendars);
  await setFirm();
  await createCalendar();
});

describe('bookings and personal data', () => {
  it('finds, exports and erases a booking with its queued e-mails and reminder', async () => {
    const admin = await actorWithRole('admin');
    await confirmBooking(bookingForm(firmDay(3), '10:00'), visitor());
    expect(await jobCount()).toBe(3);

    const found = await findPersonalData(admin, 'ANA@cliente.test');
    expect(found.requests).toHaveLength(1);
    expect(found.requests[0]).toMatchObject({ kind: 'booking', name: 'Ana Souza', phone: '(11) 91234-5678' });
    expect(found.requests[0]!.text).toMatch(
      /Recebemos uma autuação fiscal .*\(consulta em \d{2}\/\d{2}\/\d{4} 10:00\)/,
    );
    expect(found.jobs).toHaveLength(3);

    const result = await erasePersonalData(admin, 'ana@cliente.test');
    expect(result).toMatchObject({ bookings: 1, jobs: 3 });
    expect(await getDb().select().from(bookings)).toHaveLength(0);
    expect(await jobCount()).toBe(0);
  });

  it('removes bookings whose consultation ended before the retention cutoff, never an upcoming one', async () => {
    await confirmBooking(bookingForm(firmDay(3), '10:00'), visitor());
    await confirmBooking(bookingForm(firmDay(3), '11:00', { email: 'velho@cliente.test' }), visitor());
    // The second one took place 30 months ago (retention is 24 months by default).
    await getDb().execute(sql`update bookings set created_at = now() - interval '31 months',
      starts_at = now() - interval '30 months', ends_at = now() - interval '30 months' + interval '1 hour'
      where email = 'velho@cliente.test'`);
    // A booking made long ago for a consultation still ahead stays.
    await getDb().execute(
      sql`update bookings set created_at = now() - interval '31 months' where email = 'ana@cliente.test'`,
    );
    const run = await runRequestsRetention();
    expect(run.bookingsDeleted).toBe(1);
    expect((await getDb().select().from(bookings)).map((row) => row.email)).toEqual(['ana@cliente.test']);
  });
});
