import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '@/db/schema';
import { cancelBookingByToken, confirmBooking, rescheduleBookingByToken } from '@/features/booking/service';
import { bookingToken } from '@/features/booking/server/tokens';
import { getDb } from '@/lib/server/db/client';
import { firmInstant } from '@/features/booking/shared/slots';
import { bookingForm, firmDay, useBookingMail } from '../helpers/booking';
import type { Delivery } from '../helpers/smtp-peer';

// A booking's e-mails through the real queue (graphile-worker) to a real SMTP server (issue 23):
// invitations that parse as iCalendar, the reminder once with two workers and never after a
// cancellation, CANCEL and updated REQUEST with the same UID.

const mail = useBookingMail();
let address = 0;
const visitor = () => ({ address: `192.0.2.${++address}` });

/** The invitation of a delivered e-mail, parsed by ical.js (Mozilla's iCalendar parser). */
function invitationOf(delivery: Delivery) {
  const part = delivery.mail.attachments.find((attachment) => /calendar|ics/.test(attachment.contentType));
  expect(part, 'the e-mail carries a .ics').toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    tzid: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    localStart: start.toString(),
    start: start.toJSDate().toISOString(),
    end: end.toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
    // The mailto: scheme is case-insensitive (ics writes MAILTO:).
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

const toClient = (subject: RegExp) =>
  mail.peer.deliveries.filter(
    (item) => item.recipients.includes('ana@cliente.test') && subject.test(item.mail.subject ?? ''),
  );
const toFirm = (subject: RegExp) =>
  mail.peer.deliveries.filter(
    (item) => item.recipients.includes('socios@firma.test') && subject.test(item.mail.subject ?? ''),
  );

async function book(day: string, time: string, extra: Record<string, string> = {}) {
  const { manageUrl: url } = await confirmBooking(bookingForm(day, time, extra), visitor());
  const [row] = await getDb()
    .select()
    .from(bookings)
    .orderBy(sql`created_at desc`)
    .limit(1);
  return { url, row: row!, token: bookingToken(row!.id) };
}

describe('booking e-mails', () => {
  it('sends the visitor an invitation (REQUEST, firm as organizer, address) with its links, and the firm the booking', async () => {
    await mail.startWorker();
    const day = firmDay(3);
    const { row } = await book(day, '10:00');
    await vi.waitFor(() => expect(toClient(/^Consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(toFirm(/^Nova consulta agendada/)).toHaveLength(1), { timeout: 15_000 });

    const [client] = toClient(/^Consulta agendada/);
    const invite = invitationOf(client!);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `${row.id}@tribuna`,
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'America/Sao_Paulo',
      location: 'Av. Paulista, 1000, São Paulo - SP',
      organizer: 'mailto:contato@firma.test',
      attendee: 'mailto:ana@cliente.test',
    });
    // 10:00 on the firm's clock is 13:00 UTC.
    expect(invite.localStart).toBe(`${day}T10:00:00`);
    expect(invite.start).toBe(new Date(firmInstant(day, '10:00')).toISOString());
    expect(invite.start).toBe(`${day}T13:00:00.000Z`);
    expect(invite.end).toBe(`${day}T14:00:00.000Z`);
    const link = `http://localhost:${process.env.PORT ?? 3000}/agendar-consulta/reserva/${bookingToken(row.id)}`;
    expect(client!.mail.text).toContain(`Cancelar: ${link}/cancelar`);
    expect(client!.mail.text).toContain(`Remarcar: ${link}/remarcar`);
    expect(client!.mail.html).toContain(`>Cancelar</a>`);

    // The firm: the calendar's e-mail and the e-mails that receive requests, with the .ics and every field.
    const [firm] = toFirm(/^Nova consulta agendada/);
    expect(firm!.recipients.sort()).toEqual(['helena@firma.test', 'socios@firma.test']);
    expect(invitationOf(firm!).uid).toBe(`${row.id}@tribuna`);
    expect(firm!.mail.text).toContain('Recebemos uma autuação fiscal');
    expect(firm!.mail.replyTo?.value[0]?.address).toBe('ana@cliente.test');
    await vi.waitFor(async () =>
      expect(
        (await getDb().select().from(bookings).where(eq(bookings.id, row.id)))[0]!.notificationState,
      ).toBe('sent'),
    );
  });

  it("names the firm's clock in the subjects, then the visitor's when they book from abroad", async () => {
    await mail.startWorker();
    const day = firmDay(3);
    await book(day, '10:00', { fuso: 'Europe/Lisbon' });
    await vi.waitFor(() => expect(toFirm(/^Nova consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(toClient(/^Consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    const lisbon = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
    }).format(firmInstant(day, '10:00'));
    const when = `${day.split('-').reverse().join('/')} às 10:00, horário de Brasília (${lisbon} em Lisboa)`;
    expect(toClient(/^Consulta agendada/)[0]!.mail.subject).toBe(`Consulta agendada: ${when}`);
    expect(toFirm(/^Nova consulta agendada/)[0]!.mail.subject).toBe(
      `Nova consulta agendada: Ana Souza, ${when}`,
    );
  });

  it('puts the video link in an online invitation', async () => {
    await mail.startWorker();
    await book(firmDay(3), '15:00', { modalidade: 'online' });
    await vi.waitFor(() => expect(toClient(/^Consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    expect(invitationOf(toClient(/^Consulta agendada/)[0]!).location).toBe(
      'https://meet.example.test/tribuna-helena',
    );
  });

  it('sends the reminder once with two workers running', async () => {
    const { row } = await book(firmDay(3), '11:00');
    // Its time has come (it was queued for 24 hours before the consultation).
    await getDb().execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`booking_mail:${row.id}:reminder:client`}`,
    );
    await Promise.all([mail.startWorker(), mail.startWorker()]);
    await vi.waitFor(() => expect(toClient(/^Lembrete/)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () =>
      expect(
        (await getDb().select().from(bookings).where(eq(bookings.id, row.id)))[0]!.reminderSentAt,
      ).not.toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(toClient(/^Lembrete/)).toHaveLength(1);
    expect(toClient(/^Lembrete/)[0]!.mail.text).toContain('Lembramos que sua consulta é amanhã.');
  });

  it('sends CANCEL on a cancellation, and never the reminder of a cancelled booking', async () => {
    const { row, token } = await book(firmDay(3), '12:00');
    await cancelBookingByToken(token);
    const { rows } = await getDb().execute<{ key: string }>(
      sql`select key from graphile_worker.jobs where key like '%reminder%'`,
    );
    expect(rows).toHaveLength(0);
    // Even a reminder job left behind (queued again, as by a crash between the two) sends nothing.
    await getDb().execute(
      sql`select graphile_worker.add_job('booking_mail', ${JSON.stringify({ id: row.id, mail: 'reminder', audience: 'client' })}::json)`,
    );
    await mail.startWorker();
    await vi.waitFor(() => expect(toClient(/^Consulta cancelada/)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(toFirm(/^Consulta cancelada/)).toHaveLength(1), { timeout: 15_000 });
    const cancel = invitationOf(toClient(/^Consulta cancelada/)[0]!);
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid: `${row.id}@tribuna`,
      sequence: 1,
      status: 'CANCELLED',
    });
    await vi.waitFor(async () => {
      const { rows: left } = await getDb().execute(sql`select 1 from graphile_worker.jobs`);
      expect(left).toHaveLength(0);
    });
    expect(toClient(/^Lembrete/)).toHaveLength(0);
  });

  it('sends an updated REQUEST with the same UID and a higher SEQUENCE when the booking moves', async () => {
    const day = firmDay(4);
    const { row, token } = await book(day, '09:00');
    await rescheduleBookingByToken(token, { dia: day, hora: '16:00' });
    await mail.startWorker();
    await vi.waitFor(() => expect(toClient(/^Consulta remarcada/)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(toFirm(/^Consulta remarcada/)).toHaveLength(1), { timeout: 15_000 });
    const update = invitationOf(toClient(/^Consulta remarcada/)[0]!);
    expect(update).toMatchObject({ method: 'REQUEST', uid: `${row.id}@tribuna`, sequence: 1 });
    expect(update.start).toBe(`${day}T19:00:00.000Z`);
    // The reminder moved with it.
    const { rows } = await getDb().execute<{ run_at: Date }>(
      sql`select run_at from graphile_worker.jobs where key = ${`booking_mail:${row.id}:reminder:client`}`,
    );
    expect(new Date(rows[0]!.run_at).toISOString()).toBe(
      new Date(firmInstant(day, '16:00') - 86_400_000).toISOString(),
    );
  });
});
