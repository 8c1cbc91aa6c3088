import { selectOne } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SlotForm } from '@/features/booking/components/slot-form';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { CONSULTATION_FIELD_MESSAGES } from '@/lib/shared/consultation-fields';
import { fillFormPage } from '@/lib/server/form-page';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '@/db/schema';
import { cancelBookingByToken, confirmBooking, rescheduleBookingByToken } from '@/features/booking/service';
import { bookingToken } from '@/features/booking/server/tokens';
import { firmInstant } from '@/features/booking/shared/slots';
import { UserError } from '@/lib/shared/action-result';
import { getDb } from '@/lib/server/db/client';
import { alternateAddress } from '@/lib/server/alternates';
import { bookingForm, firmDay, useBookingMail } from '../helpers/booking';
import type { Delivery } from '../helpers/smtp-peer';

// Booking in English (issue 34 §3): the booking records the language of the page the visitor used
// (the form's `language`), and every e-mail to the visitor and its .ics go in it, with links to the
// English pages; the firm's e-mails stay in Portuguese and name the visitor's language.

const mail = useBookingMail();
let address = 0;
const visitor = () => ({ address: `198.51.100.${++address}` });
const site = `http://localhost:${process.env.PORT ?? 3000}`;

const toClient = (subject: RegExp) =>
  mail.peer.deliveries.filter(
    (item) => item.recipients.includes('ana@cliente.test') && subject.test(item.mail.subject ?? ''),
  );
const toFirm = (subject: RegExp) =>
  mail.peer.deliveries.filter(
    (item) => item.recipients.includes('socios@firma.test') && subject.test(item.mail.subject ?? ''),
  );

function invitationOf(delivery: Delivery) {
  const part = delivery.mail.attachments.find((attachment) => /calendar|ics/.test(attachment.contentType));
  expect(part, 'the e-mail carries a .ics').toBeTruthy();
  const event = new ICAL.Component(ICAL.parse(part!.content.toString('utf8'))).getFirstSubcomponent(
    'vevent',
  )!;
  return {
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    method: new ICAL.Component(ICAL.parse(part!.content.toString('utf8'))).getFirstPropertyValue('method'),
  };
}

async function book(day: string, time: string, extra: Record<string, string> = {}) {
  const confirmed = await confirmBooking(bookingForm(day, time, extra), visitor());
  const [row] = await getDb()
    .select()
    .from(bookings)
    .orderBy(sql`created_at desc`)
    .limit(1);
  return { confirmed, row: row!, token: bookingToken(row!.id) };
}

const englishDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));

describe('booking in English', () => {
  it("records English and sends the visitor's e-mail and .ics in English, with the English pages' links", async () => {
    await mail.startWorker();
    const day = firmDay(3);
    const { confirmed, row, token } = await book(day, '10:00', { language: 'en', fuso: 'Europe/Lisbon' });
    expect(row.language).toBe('en');
    // What the form says right away, in English, leading to the booking's English page.
    expect(confirmed.message).toBe(`Consultation booked for ${englishDay(day)} at 10:00.`);
    expect(confirmed.modality).toBe('In person');
    expect(confirmed.manageUrl).toBe(`/en/book-a-consultation/booking/${token}`);

    await vi.waitFor(() => expect(toClient(/^Consultation booked/)).toHaveLength(1), { timeout: 15_000 });
    const [client] = toClient(/^Consultation booked/);
    const lisbon = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
    }).format(firmInstant(day, '10:00'));
    const when = `${englishDay(day)} at 10:00, Brasília time (${lisbon} in Lisbon)`;
    expect(client!.mail.subject).toBe(`Consultation booked: ${when}`);
    const text = client!.mail.text ?? '';
    expect(text).toContain('Hello, Ana Souza,');
    expect(text).toContain('Your consultation is booked.');
    expect(text).toContain(`Date and time: ${when}`);
    expect(text).toContain('Format: In person');
    expect(text).toContain('Practice area: Tax Law');
    const page = `${site}/en/book-a-consultation/booking/${token}`;
    expect(text).toContain(`Cancel: ${page}/cancel`);
    expect(text).toContain(`Reschedule: ${page}/reschedule`);
    expect(text).not.toMatch(/Olá|Consulta|agendar-consulta|Área|Endereço/);
    expect(client!.mail.html).toContain('<html lang="en">');
    expect(client!.mail.html).toContain(`<a href="${page}/cancel">Cancel</a>`);

    const invite = invitationOf(client!);

    expect(invite.summary).toBe('Consultation: Prado & Associados');
    expect(invite.description).toBe(
      [
        'In-person consultation with Dra. Helena Prado.',
        'Practice area: Tax Law.',
        'Address: Av. Paulista, 1000, São Paulo - SP',
      ].join('\n'),
    );

    // The firm's notice stays in Portuguese and says the visitor's language.
    await vi.waitFor(() => expect(toFirm(/^Nova consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    const [firm] = toFirm(/^Nova consulta agendada/);
    expect(firm!.mail.text).toContain('Idioma do cliente: inglês');
    expect(firm!.mail.text).toContain('Data e horário:');
    expect(invitationOf(firm!).summary).toBe('Consulta: Prado & Associados');
  });

  it('reads the language from the booking when a reminder or a cancellation is sent later', async () => {
    const { row, token } = await book(firmDay(3), '11:00', { language: 'en' });
    await getDb().execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`booking_mail:${row.id}:reminder:client`}`,
    );
    await mail.startWorker();
    await vi.waitFor(() => expect(toClient(/^Reminder: your consultation is tomorrow/)).toHaveLength(1), {
      timeout: 15_000,
    });
    expect(toClient(/^Reminder/)[0]!.mail.text).toContain(
      'This is a reminder that your consultation is tomorrow.',
    );

    // Cancelled from the English page: back to it, and the cancellation in English.
    const { url } = await cancelBookingByToken(token, 'en');
    expect(url).toBe(`/en/book-a-consultation/booking/${token}?cancelada=1`);
    await vi.waitFor(() => expect(toClient(/^Consultation cancelled/)).toHaveLength(1), { timeout: 15_000 });
    const [cancelled] = toClient(/^Consultation cancelled/);
    expect(cancelled!.mail.text).toContain('Your consultation has been cancelled, as you asked.');
    expect(cancelled!.mail.text).toContain(`To book another time: ${site}/en/book-a-consultation`);
    expect(invitationOf(cancelled!)).toMatchObject({ method: 'CANCEL' });
    await vi.waitFor(() => expect(toFirm(/^Consulta cancelada/)).toHaveLength(1), { timeout: 15_000 });
    expect(toFirm(/^Consulta cancelada/)[0]!.mail.text).toContain('Idioma do cliente: inglês');
  });

  it('moves an English booking from its English page: back there, and the change in English', async () => {
    const day = firmDay(4);
    const { token } = await book(day, '09:00', { language: 'en' });
    const { url } = await rescheduleBookingByToken(token, { dia: day, hora: '16:00' }, 'en');
    expect(url).toBe(`/en/book-a-consultation/booking/${token}?remarcada=1`);
    await mail.startWorker();
    await vi.waitFor(() => expect(toClient(/^Consultation rescheduled/)).toHaveLength(1), {
      timeout: 15_000,
    });
    const [moved] = toClient(/^Consultation rescheduled/);
    expect(moved!.mail.subject).toBe(`Consultation rescheduled: ${englishDay(day)} at 16:00, Brasília time`);
    expect(moved!.mail.text).toContain('Your consultation has been rescheduled.');
    expect(invitationOf(moved!).summary).toBe('Consultation: Prado & Associados');
    await vi.waitFor(() => expect(toFirm(/^Consulta remarcada/)).toHaveLength(1), { timeout: 15_000 });
  });

  it('keeps a Portuguese booking as it was: Portuguese e-mail, .ics and links', async () => {
    await mail.startWorker();
    const day = firmDay(3);
    const { confirmed, row, token } = await book(day, '10:00');
    expect(row.language).toBe('pt-BR');
    const dayPt = day.split('-').reverse().join('/');
    expect(confirmed.message).toBe(`Consulta agendada para ${dayPt} às 10:00.`);
    await vi.waitFor(() => expect(toClient(/^Consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    const [client] = toClient(/^Consulta agendada/);
    expect(client!.mail.subject).toBe(`Consulta agendada: ${dayPt} às 10:00, horário de Brasília`);
    const page = `${site}/agendar-consulta/reserva/${token}`;
    expect(client!.mail.text).toBe(
      [
        'Olá, Ana Souza!',
        '',
        'Sua consulta está agendada.',
        '',
        `Data e horário: ${dayPt} às 10:00, horário de Brasília`,
        'Modalidade: Presencial',
        'Endereço: Av. Paulista, 1000, São Paulo - SP',
        'Área: Advocacia Tributária',
        'Com: Dra. Helena Prado',
        '',
        `Cancelar: ${page}/cancelar`,
        `Remarcar: ${page}/remarcar`,
        '',
      ].join('\n'),
    );
    expect(client!.mail.html).toContain('<html lang="pt-BR">');
    expect(invitationOf(client!)).toMatchObject({
      summary: 'Consulta: Prado & Associados',
      description: [
        'Consulta presencial com Dra. Helena Prado.',
        'Área: Advocacia Tributária.',
        'Endereço: Av. Paulista, 1000, São Paulo - SP',
      ].join('\n'),
    });
    await vi.waitFor(() => expect(toFirm(/^Nova consulta agendada/)).toHaveLength(1), { timeout: 15_000 });
    expect(toFirm(/^Nova consulta agendada/)[0]!.mail.text).toContain('Idioma do cliente: português');
  });

  it('takes only a known language, and says an English page its refusals in English', async () => {
    const { row } = await book(firmDay(3), '13:00', { language: 'fr' });
    expect(row.language).toBe('pt-BR');

    const refusal = (extra: Record<string, string>) =>
      confirmBooking(bookingForm(firmDay(3), '14:00', { email: 'not-an-e-mail', ...extra }), visitor()).then(
        () => null,
        (error: unknown) => error as UserError,
      );
    const english = await refusal({ language: 'en' });
    expect(english).toBeInstanceOf(UserError);
    expect(english!.fieldErrors).toEqual({ email: 'Invalid e-mail address' });
    const portuguese = await refusal({});
    expect(portuguese!.fieldErrors).toEqual({ email: 'E-mail inválido' });

    // The slot just taken, in English.
    await expect(
      confirmBooking(bookingForm(firmDay(3), '13:00', { language: 'en' }), visitor()),
    ).rejects.toThrow('This time has just been booked. Please choose another time.');
  });

  it("says the schema's and the server's Portuguese messages in English on the English page without the script", () => {
    const day = firmDay(3);
    const form = renderToStaticMarkup(
      createElement(SlotForm, {
        state: { area: 'advocacia-tributaria', modalidade: 'presencial', dia: day },
        starts: [firmInstant(day, '10:00')],
        zone: null,
        locale: 'en',
      }),
    );
    const answer = (message: string, fieldErrors?: Record<string, string>) => {
      const html = fillFormPage(`<!DOCTYPE html><html lang="en"><body><main>${form}</main></body></html>`, {
        page: '/en/book-a-consultation',
        form: 'booking-form',
        status: 400,
        result: { ok: false, message, ...(fieldErrors && { fieldErrors }) },
      });
      const document = parseDocument(html, { lowerCaseAttributeNames: false });
      const text = (selector: string) => {
        const element = selectOne(selector, document) as unknown as Element | null;
        const all = (node: Element): string =>
          node.children.map((child) => ('data' in child ? child.data : all(child as Element))).join('');
        return element ? all(element) : '';
      };
      return { html, text };
    };
    // An unexpected failure (the route's Portuguese one) in the form's alert.
    const failed = answer(BOOKING_MESSAGES.failure);
    expect(failed.text('[data-form-alert]')).toBe('The consultation could not be booked. Please try again.');
    // A field's message, at its field (the form's `data-messages` holds the Portuguese it translates).
    const refused = answer(CONSULTATION_FIELD_MESSAGES.name, { name: CONSULTATION_FIELD_MESSAGES.name });
    const nameId = /<input[^>]*id="([^"]+)"[^>]*name="name"/.exec(refused.html)![1]!;
    expect(refused.text(`[id="${nameId}-error"]`)).toBe('Name must have at least 2 characters');
    // The form itself is in English, and says which page it came from.
    expect(form).toContain('name="language" value="en"');
    expect(form).toContain('Confirm booking');
    expect(form).toContain('Company<span class="font-normal text-slate-600"> (optional)</span>');
  });

  it("names a booking's pages in the other language (the language link, hreflang)", async () => {
    const { token } = await book(firmDay(3), '15:00', { language: 'en' });
    const pt = `/agendar-consulta/reserva/${token}`;
    const en = `/en/book-a-consultation/booking/${token}`;
    expect(await alternateAddress(pt, 'en')).toBe(en);
    expect(await alternateAddress(`${pt}/cancelar`, 'en')).toBe(`${en}/cancel`);
    expect(await alternateAddress(`${en}/reschedule`, 'pt-BR')).toBe(`${pt}/remarcar`);
    expect(await alternateAddress('/agendar-consulta', 'en')).toBe('/en/book-a-consultation');
    expect(await alternateAddress(`${pt}/outra`, 'en')).toBeNull();
  });
});
