import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as feedRoute } from '@/app/agenda-feed/[file]/route';
import { bookings, calendars, timeOff } from '@/db/schema';
import { monthAvailability } from '@/features/booking/public-queries';
import { confirmBooking } from '@/features/booking/service';
import {
  addTimeOff,
  blockSlot,
  cancelByFirm,
  getAgenda,
  renewFeed,
  saveCalendar,
} from '@/features/booking/agenda/service';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { bookingForm, createCalendar, firmDay, setFirm } from '../helpers/booking';

// The firm's side of booking (/admin/agenda, issue 23): calendars, days off, blocks, the firm's
// cancellation, and the private feed.

let address = 0;
const visitor = () => ({ address: `192.0.2.${++address}` });
const feedOf = async (url: string) => {
  const file = url.split('/').pop()!;
  return feedRoute(new Request(url), { params: Promise.resolve({ file }) });
};

beforeEach(async () => {
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb().delete(bookings);
  await getDb().delete(timeOff);
  await getDb().delete(calendars);
  await setFirm();
});

describe('/admin/agenda', () => {
  it('saves a calendar from its form, refusing hours that overlap and online without a link', async () => {
    const admin = await actorWithRole('admin');
    const form = {
      name: 'Equipe tributária',
      email: 'tributario@firma.test',
      'area_advocacia-tributaria': 'on',
      hours_1: '14:00-18:00, 09:00-12:00',
      duration_minutes: '45',
      buffer_minutes: '15',
      min_notice_hours: '24',
      window_days: '30',
      in_person: 'on',
      active: 'on',
    };
    await expect(saveCalendar(admin, { ...form, hours_2: '09:00-12:00, 11:00-13:00' })).rejects.toMatchObject(
      {
        fieldErrors: { hours_2: 'Os intervalos do dia não podem se sobrepor' },
      },
    );
    await expect(saveCalendar(admin, { ...form, online: 'on' })).rejects.toMatchObject({
      fieldErrors: { video_link: 'Informe o link da videochamada para oferecer consultas online' },
    });
    await saveCalendar(admin, form);
    const [row] = await getDb().select().from(calendars);
    expect(row).toMatchObject({
      areas: ['advocacia-tributaria'],
      weeklyHours: {
        '1': [
          ['09:00', '12:00'],
          ['14:00', '18:00'],
        ],
      },
      durationMinutes: 45,
      bufferMinutes: 15,
      inPerson: true,
      online: false,
    });
  });

  it('hides days off (of the calendar or the whole firm) from visitors', async () => {
    const admin = await actorWithRole('admin');
    await createCalendar();
    const [off, alsoOff] = [firmDay(3), firmDay(4)];
    await addTimeOff(admin, { starts_on: off, ends_on: alsoOff, reason: 'Feriado' });
    const month = await monthAvailability(
      { area: 'advocacia-tributaria', modality: 'in_person' },
      off.slice(0, 7),
      null,
    );
    expect(month.freeDays.has(off)).toBe(false);
    const after = await monthAvailability(
      { area: 'advocacia-tributaria', modality: 'in_person' },
      firmDay(5).slice(0, 7),
      null,
    );
    expect(after.freeDays.has(firmDay(5))).toBe(true);
  });

  it('blocks a slot by hand (not over a booking), and cancels with the reason the visitor is told', async () => {
    const admin = await actorWithRole('admin');
    const calendar = await createCalendar();
    const day = firmDay(3);
    await confirmBooking(bookingForm(day, '10:00'), visitor());
    await expect(
      blockSlot(admin, { calendar_id: calendar.id, day, from: '10:30', to: '11:30' }),
    ).rejects.toThrow('Já existe uma consulta ou bloqueio neste horário');
    await blockSlot(admin, {
      calendar_id: calendar.id,
      day,
      from: '11:00',
      to: '12:00',
      reason: 'Audiência',
    });
    await expect(confirmBooking(bookingForm(day, '11:00'), visitor())).rejects.toThrow(
      'Este horário acabou de ser reservado. Escolha outro horário.',
    );

    const [booked] = await getDb().select().from(bookings).where(eq(bookings.kind, 'booking'));
    await cancelByFirm(admin, { id: booked!.id, reason: 'A advogada estará em audiência.' });
    const [cancelled] = await getDb().select().from(bookings).where(eq(bookings.id, booked!.id));
    expect(cancelled).toMatchObject({
      appointmentStatus: 'cancelled',
      cancelledBy: 'firm',
      reason: 'A advogada estará em audiência.',
      sequence: 1,
    });
    const { rows } = await getDb().execute<{ key: string }>(
      sql`select key from graphile_worker.jobs where key like '%cancellation%' order by key`,
    );
    expect(rows.map((row) => row.key)).toEqual([
      `booking_mail:${booked!.id}:cancellation:client`,
      `booking_mail:${booked!.id}:cancellation:firm`,
    ]);
    // The slot is free again.
    await confirmBooking(bookingForm(day, '10:00', { email: 'outra@cliente.test' }), visitor());
  });

  it("serves each calendar's private feed with name, time and modality only, until a new address is made", async () => {
    const admin = await actorWithRole('admin');
    await createCalendar();
    await confirmBooking(bookingForm(firmDay(3), '10:00'), visitor());
    const [calendar] = (await getAgenda(admin)).calendars;
    const response = await feedOf(calendar!.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('SUMMARY:Consulta: Ana Souza (Presencial)');
    expect(body).toContain('/admin/agenda');
    for (const secret of ['ana@cliente.test', '91234-5678', 'autuação', 'Souza Comércio'])
      expect(body).not.toContain(secret);

    await renewFeed(admin, calendar!.id);
    expect((await feedOf(calendar!.feedUrl)).status).toBe(404);
    const [renewed] = (await getAgenda(admin)).calendars;
    expect(renewed!.feedUrl).not.toBe(calendar!.feedUrl);
    expect((await feedOf(renewed!.feedUrl)).status).toBe(200);
  });
});
