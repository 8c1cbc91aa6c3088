import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as cancelRoute } from '@/app/(site)/agendar-consulta/reserva/[token]/cancelar/confirmar/route';
import { POST as rescheduleRoute } from '@/app/(site)/agendar-consulta/reserva/[token]/remarcar/confirmar/route';
import { activityLog, bookings } from '@/db/schema';
import { linkRefusal } from '@/features/booking/link-forms';
import { confirmBooking } from '@/features/booking/service';
import { deliverBookingMail } from '@/features/booking/server/mail/deliver';
import { bookingToken } from '@/features/booking/server/tokens';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { firmInstant } from '@/features/booking/shared/slots';
import { PLAIN_POST_TYPE } from '@/lib/shared/page-forms';
import { bookingForm, firmDay, useBookingMail } from '../helpers/booking';

// Trust, round three (finding 3): a booking made with a stranger's e-mail must not let anyone flood
// that inbox by moving it back and forth from its link. A booking moves by its link at most 3
// times a day; the link's POSTs count against the public forms' per-address limit; one visitor's
// address gets at most 5 e-mails from the site an hour, whatever sends them (the changes are still
// made and recorded, and the firm still gets its copies); every move is in the booking's history.

const ORIGIN = 'http://localhost:3000';
const STRANGER = 'estranho@vitima.test';
const TOO_MANY_MOVES = 'Este agendamento já foi remarcado muitas vezes hoje. Fale com o escritório.';

const mail = useBookingMail(() => getDb().delete(activityLog));
let lastAddress = 0;
/** Each request from its own address unless a test says otherwise. */
const nextAddress = () => `198.51.100.${++lastAddress}`;

/** The messages the peer received for `address` (any case), whose subject matches. */
const inboxOf = (address: string, subject = /./) =>
  mail.peer.deliveries.filter(
    (item) =>
      item.recipients.some((recipient) => recipient.toLowerCase() === address) &&
      subject.test(item.mail.subject ?? ''),
  );
const toFirm = (subject: RegExp) => inboxOf('socios@firma.test', subject);

/** Waits until the worker has run every job that is due (the reminders wait for their day). */
async function drained() {
  await vi.waitFor(
    async () => {
      const { rows } = await getDb().execute(
        sql`select 1 from graphile_worker.jobs where run_at < now() + interval '1 minute'`,
      );
      expect(rows).toHaveLength(0);
    },
    { timeout: 20_000, interval: 50 },
  );
}

async function book(day: string, time: string, email = STRANGER) {
  await confirmBooking(bookingForm(day, time, { email }), { address: nextAddress() });
  const [row] = await getDb()
    .select()
    .from(bookings)
    .orderBy(sql`created_at desc`)
    .limit(1);
  return { id: row!.id, token: bookingToken(row!.id) };
}

/** A link form's POST as the browser sends it, with or without the page's script (a plain post). */
function linkPost(path: string, fields: Record<string, string>, address: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': PLAIN_POST_TYPE,
      origin: ORIGIN,
      host: new URL(ORIGIN).host,
      [SOCKET_ADDRESS_HEADER]: address,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** 'Remarcar consulta' on the booking's page: where the 303 leads. */
async function move(token: string, day: string, time: string, address = nextAddress()) {
  const response = await rescheduleRoute(
    linkPost(`/agendar-consulta/reserva/${token}/remarcar/confirmar`, { dia: day, hora: time }, address),
    { params: Promise.resolve({ token }) },
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, ORIGIN);
}

/** 'Cancelar consulta' on the booking's page: where the 303 leads. */
async function cancel(token: string, address = nextAddress()) {
  const response = await cancelRoute(
    linkPost(`/agendar-consulta/reserva/${token}/cancelar/confirmar`, {}, address),
    { params: Promise.resolve({ token }) },
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, ORIGIN);
}

/** What the page an answer leads to says at its top (the refusal of its `?erro=`), or null. */
const refusalOn = (location: URL, failure: string = BOOKING_MESSAGES.rescheduleFailed) =>
  linkRefusal(location.searchParams.get('erro'), failure);

const bookingRow = async (id: string) =>
  (await getDb().select().from(bookings).where(eq(bookings.id, id)))[0]!;

const historyOf = (id: string) =>
  getDb()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'bookings'), eq(activityLog.entityId, id)))
    .orderBy(asc(activityLog.at));

const slotText = (day: string, time: string) => `${day.split('-').reverse().join('/')} ${time}`;

describe('moving a booking by its link', () => {
  it("is refused after the 3rd move of the day with the message, and the stranger's inbox gets at most 5 e-mails", async () => {
    await mail.startWorker();
    const day = firmDay(3);
    const { id, token } = await book(day, '09:00');
    await drained();

    const answers: URL[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(await move(token, day, round % 2 === 0 ? '16:00' : '09:00'));
      await drained();
    }
    // The first three moved it (the booking's page says so), each later one came back to the
    // reschedule page with the refusal.
    for (const answer of answers.slice(0, 3)) {
      expect(answer.pathname).toBe(`/agendar-consulta/reserva/${token}`);
      expect(answer.searchParams.get('remarcada')).toBe('1');
    }
    for (const answer of answers.slice(3)) {
      expect(answer.pathname).toBe(`/agendar-consulta/reserva/${token}/remarcar`);
      expect(refusalOn(answer)).toBe(TOO_MANY_MOVES);
    }
    const row = await bookingRow(id);
    expect(row.sequence).toBe(3);
    expect(row.startsAt.getTime()).toBe(firmInstant(day, '16:00'));

    expect(inboxOf(STRANGER).length).toBeLessThanOrEqual(5);
    expect(inboxOf(STRANGER, /^Consulta remarcada/)).toHaveLength(3);
    // The firm got its notices: the booking and each move that was made.
    expect(toFirm(/^Nova consulta agendada/)).toHaveLength(1);
    expect(toFirm(/^Consulta remarcada/)).toHaveLength(3);
    // Every move is in the booking's history; the refused ones are not.
    const history = await historyOf(id);
    expect(history.map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
      ['update', null, `Remarcada pelo link: ${slotText(day, '09:00')} → ${slotText(day, '16:00')}`],
      ['update', null, `Remarcada pelo link: ${slotText(day, '16:00')} → ${slotText(day, '09:00')}`],
      ['update', null, `Remarcada pelo link: ${slotText(day, '09:00')} → ${slotText(day, '16:00')}`],
    ]);
  });

  it('counts only the moves made: one refused because the time was taken gives its count back', async () => {
    const day = firmDay(3);
    const { id, token } = await book(day, '09:00');
    await book(day, '11:00', 'outra@cliente.test');
    for (let round = 0; round < 3; round++) {
      expect(refusalOn(await move(token, day, '11:00'))).toBe(BOOKING_MESSAGES.taken);
    }
    for (const time of ['14:00', '15:00', '16:00']) {
      expect(refusalOn(await move(token, day, time))).toBeNull();
    }
    expect((await bookingRow(id)).startsAt.getTime()).toBe(firmInstant(day, '16:00'));
    expect(refusalOn(await move(token, day, '17:00'))).toBe(TOO_MANY_MOVES);
    expect((await bookingRow(id)).startsAt.getTime()).toBe(firmInstant(day, '16:00'));
  });
});

describe('the link forms per address', () => {
  it("count against the public forms' limit: the 6th POST from one address in 10 minutes is refused", async () => {
    const day = firmDay(3);
    const first = await book(day, '09:00');
    const second = await book(day, '12:00');
    const address = '203.0.113.9';
    expect(refusalOn(await move(first.token, day, '10:00', address))).toBeNull();
    expect(refusalOn(await move(first.token, day, '09:00', address))).toBeNull();
    expect(refusalOn(await move(second.token, day, '13:00', address))).toBeNull();
    expect(refusalOn(await move(second.token, day, '12:00', address))).toBeNull();
    expect(refusalOn(await cancel(first.token, address), BOOKING_MESSAGES.cancelFailed)).toBeNull();

    const refused = await cancel(second.token, address);
    expect(refused.pathname).toBe(`/agendar-consulta/reserva/${second.token}/cancelar`);
    expect(refusalOn(refused, BOOKING_MESSAGES.cancelFailed)).toBe(
      'Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.',
    );
    const movedTooOften = await move(second.token, day, '15:00', address);
    expect(refusalOn(movedTooOften)).toMatch(/^Muitos envios em pouco tempo\./);
    const kept = await bookingRow(second.id);
    expect(kept.appointmentStatus).toBe('confirmed');
    expect(kept.startsAt.getTime()).toBe(firmInstant(day, '12:00'));

    // Another address is not held back.
    expect(refusalOn(await cancel(second.token, '203.0.113.10'), BOOKING_MESSAGES.cancelFailed)).toBeNull();
    expect((await bookingRow(second.id)).appointmentStatus).toBe('cancelled');
  });
});

describe("a visitor's e-mails", () => {
  it('are at most 5 an hour to one address whatever sends them, while every change is made and the firm gets its copies', async () => {
    await mail.startWorker();
    const day = firmDay(3);
    // The same address as typed three ways: one inbox.
    const first = await book(day, '09:00');
    await drained();
    const second = await book(day, '11:00', 'Estranho@Vitima.TEST');
    await drained();
    const third = await book(day, '13:00', 'ESTRANHO@vitima.test');
    await drained();
    expect(inboxOf(STRANGER, /^Consulta agendada/)).toHaveLength(3);

    expect(refusalOn(await move(first.token, day, '10:00'))).toBeNull();
    await drained();
    expect(refusalOn(await move(second.token, day, '12:00'))).toBeNull();
    await drained();
    // The 6th message on, nothing more reaches the address this hour.
    expect(refusalOn(await move(third.token, day, '14:00'))).toBeNull();
    await drained();
    expect(refusalOn(await cancel(first.token), BOOKING_MESSAGES.cancelFailed)).toBeNull();
    await drained();
    // The reminder of the second booking comes due.
    await getDb().execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`booking_mail:${second.id}:reminder:client`}`,
    );
    await drained();

    expect(inboxOf(STRANGER)).toHaveLength(5);
    expect(inboxOf(STRANGER, /^Consulta remarcada/)).toHaveLength(2);
    expect(inboxOf(STRANGER, /^(Consulta cancelada|Lembrete)/)).toHaveLength(0);
    // Every change was made and the firm got every copy.
    expect((await bookingRow(first.id)).appointmentStatus).toBe('cancelled');
    expect((await bookingRow(third.id)).startsAt.getTime()).toBe(firmInstant(day, '14:00'));
    expect(toFirm(/^Nova consulta agendada/)).toHaveLength(3);
    expect(toFirm(/^Consulta remarcada/)).toHaveLength(3);
    expect(toFirm(/^Consulta cancelada/)).toHaveLength(1);
    // The skipped messages' jobs completed: nothing is left to retry, and nothing failed.
    const { rows } = await getDb().execute(sql`select 1 from graphile_worker.jobs where attempts > 0`);
    expect(rows).toHaveLength(0);
    expect(mail.peer.refusals).toBe(0);
    // Another visitor's inbox is not affected.
    await book(day, '17:00', 'outra@cliente.test');
    await drained();
    expect(inboxOf('outra@cliente.test', /^Consulta agendada/)).toHaveLength(1);
  });

  it('count a message retried after a failed send once', async () => {
    const day = firmDay(3);
    const { id, token } = await book(day, '09:00');
    // Only the visitor's invitation goes first, and the SMTP server refuses it twice.
    await getDb().execute(
      sql`update graphile_worker._private_jobs set run_at = now() + interval '1 hour' where key like ${`notify_request:%`}`,
    );
    mail.peer.refuseNext(2);
    await mail.startWorker();
    await drained();
    expect(mail.peer.refusals).toBe(2);
    expect(inboxOf(STRANGER, /^Consulta agendada/)).toHaveLength(1);

    for (const time of ['10:00', '11:00', '12:00']) {
      expect(refusalOn(await move(token, day, time))).toBeNull();
      await drained();
    }
    expect(refusalOn(await cancel(token), BOOKING_MESSAGES.cancelFailed)).toBeNull();
    await drained();
    // 1 invitation (three attempts, counted once), 3 changes, the cancellation: 5.
    expect(inboxOf(STRANGER)).toHaveLength(5);
    expect(inboxOf(STRANGER, /^Consulta cancelada/)).toHaveLength(1);
    // The 6th is not sent.
    await book(day, '15:00');
    await drained();
    expect(inboxOf(STRANGER)).toHaveLength(5);
    expect((await historyOf(id)).map((entry) => entry.detail)).toContain('Cancelada pelo link');
  });

  it("name the visitor they concern, on the visitor's and the firm's copies", async () => {
    const { id } = await book(firmDay(3), '09:00', ' Ana.Souza@Cliente.test ');
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        sent.push(message);
        return { via: 'outbox' as const };
      },
    };
    await deliverBookingMail({ id, mail: 'confirmation', audience: 'client' }, mailer);
    await deliverBookingMail({ id, mail: 'update', audience: 'firm' }, mailer);
    expect(sent.map((message) => message.aboutEmail)).toEqual([
      'Ana.Souza@Cliente.test',
      'Ana.Souza@Cliente.test',
    ]);
  });
});

describe("a booking's history", () => {
  it('has each move and the cancellation made from its links, naming no one', async () => {
    const day = firmDay(4);
    const { id, token } = await book(day, '09:00');
    expect(refusalOn(await move(token, firmDay(5), '15:00'))).toBeNull();
    expect(refusalOn(await cancel(token), BOOKING_MESSAGES.cancelFailed)).toBeNull();
    const history = await historyOf(id);
    expect(history.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['update', `Remarcada pelo link: ${slotText(day, '09:00')} → ${slotText(firmDay(5), '15:00')}`],
      ['status_change', 'Cancelada pelo link'],
    ]);
    expect(JSON.stringify(history)).not.toMatch(/estranho|vitima|Ana Souza/i);
  });
});
