// TRUST_PROXY before the environment is first read: each request's address is its X-Forwarded-For.
process.env.TRUST_PROXY = '1';

import { eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/booking/route';
import { bookings, calendars, consultations, rateLimits } from '@/db/schema';
import { SlotForm } from '@/features/booking/components/slot-form';
import type { ConfirmedBooking } from '@/features/booking/outcome';
import { monthAvailability } from '@/features/booking/public-queries';
import { confirmBooking } from '@/features/booking/service';
import { closeDb, createDatabase, databaseTimeouts, getDb } from '@/lib/server/db/client';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { firmInstant } from '@/features/booking/shared/slots';
import { dayLabel } from '@/features/booking/shared/time-zones';
import type { ActionResult } from '@/lib/shared/action-result';
import { perProcess, registerPageRenderer } from '@/runtime/runtime.mjs';
import { bookingForm, createCalendar, firmDay, setFirm } from '../helpers/booking';

// No double booking (issue 23): 50 visitors from 50 addresses confirm the same slot at once,
// through the booking form's route handler; PostgreSQL's exclusion constraint lets exactly one in.

const url = 'http://localhost:3000/api/booking';
const asJson = (body: unknown, address: string) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
/** A plain post of the booking's page, as next.config.ts rewrites it to the route (with the page's query). */
const asForm = (body: Record<string, string>, address: string) => {
  const query = new URLSearchParams({
    pagina: '/agendar-consulta',
    area: body.area!,
    modalidade: body.modalidade!,
    dia: body.dia!,
  });
  return new Request(`${url}?${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    },
    body: new URLSearchParams(body).toString(),
  });
};

// This process's own booking page, as the HTTP layer renders it in process (the runtime's
// renderPage): the last step's form with the day's free times (read from the database as the page
// does), which answers a plain post.
async function bookingPage(path: string) {
  const address = new URL(path, 'http://localhost');
  if (address.pathname !== '/agendar-consulta') return { status: 404, headers: {}, body: Buffer.alloc(0) };
  const state = {
    area: address.searchParams.get('area'),
    modalidade: address.searchParams.get('modalidade'),
    dia: address.searchParams.get('dia'),
  };
  try {
    const month = await monthAvailability({ area: state.area!, modality: 'in_person' }, null, state.dia);
    const starts = month.slots.map((slot) => slot.start);
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from(
        `<!DOCTYPE html><html lang="pt-BR"><body><main>${renderToStaticMarkup(createElement(SlotForm, { state, starts, zone: null }))}</main></body></html>`,
      ),
    };
  } catch {
    return { status: 500, headers: {}, body: Buffer.alloc(0) };
  }
}
// The app's pool of this file, sized for its 50 concurrent confirmations: with the usual 10, 40 of
// them queue for a connection, and on a loaded machine (other files beside it) the queue outlasted
// the 5 s connect timeout ('timeout exceeded when trying to connect'). Opening a connection may
// still be slow there, which is not what this file tests: 20 s for it.
const CONCURRENT = 50;
beforeAll(async () => {
  await closeDb();
  perProcess('database', () =>
    createDatabase(process.env.DATABASE_URL!, CONCURRENT, { ...databaseTimeouts(), connectMs: 20_000 }),
  );
});

beforeAll(() => registerPageRenderer(bookingPage));
afterAll(() => registerPageRenderer(undefined));

beforeEach(async () => {
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb().delete(bookings);
  await getDb().delete(calendars);
  await getDb().delete(rateLimits);
  await setFirm();
});

describe('confirming a slot', () => {
  it('books exactly one of 50 concurrent confirmations of one slot; the 49 others are told it was just taken', async () => {
    await createCalendar();
    const day = firmDay(2);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        POST(asJson(bookingForm(day, '10:00', { name: `Visitante ${index}` }), `198.51.100.${index + 1}`)),
      ),
    );
    const results = (await Promise.all(
      responses.map((response) => response.json()),
    )) as ActionResult<ConfirmedBooking>[];
    const booked = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const result of refused) expect(result.message).toBe(BOOKING_MESSAGES.taken);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(49);
    const rows = await getDb().select().from(bookings);
    expect(rows).toHaveLength(1);
    // The winner is told where and when, and given the booking's own page.
    const winner = booked[0] as { data: ConfirmedBooking; message: string };
    expect(winner.message).toBe(BOOKING_MESSAGES.success(dayLabel(day), '10:00'));
    expect(winner.data).toMatchObject({ day: dayLabel(day), time: '10:00', modality: 'Presencial' });
    expect(winner.data.address).toBe('Av. Paulista, 1000, São Paulo - SP');
    expect(winner.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
    expect(winner.data.manageUrl).toMatch(/^\/agendar-consulta\/reserva\/[0-9a-f]{32}\./);
    // Each of the 50 was counted once, from its own address.
    const counted = await getDb().select().from(rateLimits);
    expect(counted).toHaveLength(50);
  });

  it('books the slot on a second calendar when the first one is taken', async () => {
    await createCalendar();
    await createCalendar({ name: 'Dr. Marcos Lima', email: 'marcos@firma.test' });
    const day = firmDay(3);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        POST(asJson(bookingForm(day, '11:00'), `203.0.113.${index + 1}`)),
      ),
    );
    const results = (await Promise.all(responses.map((response) => response.json()))) as ActionResult[];
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    const rows = await getDb().select().from(bookings);
    expect(new Set(rows.map((row) => row.calendarId)).size).toBe(2);
  });

  it('without JavaScript: the page answers, the winner with the booking, the loser with its typed data and the message', async () => {
    await createCalendar();
    const day = firmDay(4);
    const first = await POST(asForm(bookingForm(day, '09:00'), '192.0.2.10'));
    expect(first.status).toBe(200);
    const booked = await first.text();
    expect(booked).toContain(BOOKING_MESSAGES.success(dayLabel(day), '09:00'));
    expect(booked).toMatch(/href="\/agendar-consulta\/reserva\/[0-9a-f]{32}\.[\w-]{32}"/);
    // The time just booked is no longer offered.
    expect(booked).not.toContain('value="09:00"');

    const second = await POST(asForm(bookingForm(day, '09:00', { name: 'Bruno Lima' }), '192.0.2.11'));
    expect(second.status).toBe(400);
    const refused = await second.text();
    expect(refused).toContain(BOOKING_MESSAGES.taken);
    expect(refused).toContain('value="Bruno Lima"');
    expect(refused).toContain('value="ana@cliente.test"');
    expect(await getDb().select().from(bookings)).toHaveLength(1);
  });

  it("refuses with the spec's field messages, and counts the confirmation only against the address's limit", async () => {
    await createCalendar();
    const day = firmDay(2);
    const response = await POST(
      asJson(
        {
          ...bookingForm(day, '10:00'),
          name: 'A',
          email: 'nao-e-email',
          phone: '123',
          case_summary: 'curto',
        },
        '192.0.2.50',
      ),
    );
    expect(response.status).toBe(400);
    const result = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(result.fieldErrors).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      email: 'E-mail inválido',
      phone: 'Telefone deve ter pelo menos 10 dígitos',
      case_summary: 'Por favor, forneça um breve resumo do seu caso',
    });
    // Four more confirmations reach the limit of five; the sixth is refused before any work.
    for (const hour of ['11:00', '12:00', '13:00', '14:00']) {
      expect((await POST(asJson(bookingForm(day, hour), '192.0.2.50'))).status).toBe(200);
    }
    const limited = await POST(asJson(bookingForm(day, '15:00'), '192.0.2.50'));
    expect(limited.status).toBe(429);
    expect(await getDb().select().from(bookings)).toHaveLength(4);
  });

  it('refuses a slot outside the hours, before the notice, or on a day off, as taken', async () => {
    await createCalendar({ minNoticeHours: 48 });
    const tooSoon = await POST(asJson(bookingForm(firmDay(1), '10:00'), '192.0.2.60'));
    expect(((await tooSoon.json()) as ActionResult).message).toBe(BOOKING_MESSAGES.taken);
    const offGrid = await POST(asJson(bookingForm(firmDay(5), '10:15'), '192.0.2.61'));
    expect(((await offGrid.json()) as ActionResult).message).toBe(BOOKING_MESSAGES.taken);
    const closed = await POST(asJson(bookingForm(firmDay(5), '22:00'), '192.0.2.62'));
    expect(((await closed.json()) as ActionResult).message).toBe(BOOKING_MESSAGES.taken);
    expect(await getDb().select().from(bookings)).toHaveLength(0);
  });

  it('makes a booking a request of the inbox: stored with the privacy notice, its e-mails queued', async () => {
    await createCalendar();
    const origin = {
      entry_page: '/blog/planejamento-tributario',
      referrer_host: 'www.Google.com',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: '',
      form_page: '/agendar-consulta',
    };
    const response = await POST(asJson(bookingForm(firmDay(6), '16:00', origin), '192.0.2.70'));
    expect(response.status).toBe(200);
    const [row] = await getDb().select().from(bookings);
    expect(row).toMatchObject({
      status: 'new',
      appointmentStatus: 'confirmed',
      notificationState: 'pending',
      modality: 'in_person',
      // Where the visit came from, as the inbox and the statistics count every request.
      entryPage: 'blog/planejamento-tributario',
      referrerHost: 'google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      formPage: 'agendar-consulta',
    });
    expect(row!.privacyNoticeVersion).toBeTruthy();
    const { rows } = await getDb().execute<{ key: string }>(
      sql`select key from graphile_worker.jobs order by key`,
    );
    expect(rows.map((job) => job.key)).toEqual([
      `booking_mail:${row!.id}:confirmation:client`,
      `booking_mail:${row!.id}:reminder:client`,
      `notify_request:booking:${row!.id}`,
    ]);
    // A consultation request is a separate thing and untouched.
    expect(
      await getDb().select().from(consultations).where(eq(consultations.email, 'ana@cliente.test')),
    ).toHaveLength(0);
  });
  it("tells the visitor the slot was taken when PostgreSQL ended their booking as a deadlock's victim", async () => {
    // Another transaction holds two rows around the slot. The visitor's insert waits for the first;
    // the other's second insert then waits for the visitor's: a deadlock. PostgreSQL ends the one
    // whose deadlock check runs once both wait, and runs it once: the visitor's, 5 s after it began
    // to wait (the default 1 s could pass before the other's second insert on a loaded machine),
    // never the other's (a minute). Run again, the visitor's booking meets the other's rows.
    await appDeadlockTimeout('5s');
    const calendar = await createCalendar();
    const day = firmDay(5);
    const at = (time: string) => new Date(firmInstant(day, time)).toISOString();
    const other = await getDb().$client.connect();
    const block = (from: string, to: string) =>
      other.query(
        `insert into bookings (calendar_id, kind, starts_at, ends_at, reason) values ($1, 'block', $2, $3, 'Audiência')`,
        [calendar.id, at(from), at(to)],
      );
    try {
      await other.query('begin');
      await other.query("set local deadlock_timeout = '1min'");
      await block('09:30', '10:15');
      const visitor = confirmBooking(bookingForm(day, '10:00'), { address: '198.51.100.77' });
      visitor.catch(() => undefined);
      await expect
        .poll(
          async () => {
            // The visitor's insert, waiting on this transaction's row (not a lock wait of another
            // test file on the same cluster).
            const { rows } = await other.query(
              `select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and pg_backend_pid() = any(pg_blocking_pids(pid))`,
            );
            return rows[0].waiting;
          },
          { timeout: 15_000 },
        ) // the visitor's first booking of the run loads the code it needs
        .toBe(1);
      await block('10:45', '11:30');
      await other.query('commit');
      await expect(visitor).rejects.toThrow(BOOKING_MESSAGES.taken);
    } finally {
      await other.query('rollback').catch(() => undefined);
      other.release();
      await appDeadlockTimeout(null);
    }
    const rows = await getDb().select({ kind: bookings.kind }).from(bookings);
    expect(rows.map((row) => row.kind)).toEqual(['block', 'block']);
  });
});

/** Sets (or with null resets) deadlock_timeout for the app's connections, to come and open. */
async function appDeadlockTimeout(value: string | null) {
  const pool = getDb().$client;
  await pool.query(
    value === null
      ? `do $$ begin execute format('alter database %I reset deadlock_timeout', current_database()); end $$`
      : `do $$ begin execute format('alter database %I set deadlock_timeout = %L', current_database(), '${value}'); end $$`,
  );
  const open = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    for (const client of open)
      await client.query(value === null ? 'reset deadlock_timeout' : `set deadlock_timeout = '${value}'`);
  } finally {
    for (const client of open) client.release();
  }
}

describe('the database itself', () => {
  it('refuses two bookings that overlap on one calendar, but not on two, nor over a cancelled one', async () => {
    const one = await createCalendar();
    const two = await createCalendar({ name: 'Outra agenda' });
    const at = (hours: number) => new Date(Date.UTC(2027, 0, 4, hours, 0));
    const block = (calendarId: string, from: number, to: number) =>
      getDb()
        .insert(bookings)
        .values({ calendarId, kind: 'block', startsAt: at(from), endsAt: at(to) });
    await block(one.id, 12, 13);
    await expect(block(one.id, 12.5, 14)).rejects.toMatchObject({ cause: { code: '23P01' } });
    await block(one.id, 13, 14); // touching is not overlapping ([start, end))
    await block(two.id, 12, 13);
    await getDb()
      .update(bookings)
      .set({ appointmentStatus: 'cancelled' })
      .where(eq(bookings.calendarId, one.id));
    await block(one.id, 12, 14);
  });
});
