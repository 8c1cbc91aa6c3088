import 'server-only';
import { areaLabel, MODALITY_LABELS } from '@/features/booking/shared/options';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, slotLabel } from '@/features/booking/shared/time-zones';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { invitation, type InvitationEvent } from './ics';
import type { BookingMail, Audience } from './queue';
import { placeOf, type BookingRow, type CalendarRow, type FirmDetails } from '../records';
import { bookingPath } from '../tokens';

// The texts of a booking's e-mails (issue 23), each with its .ics invitation.

export interface BookingMailContext {
  booking: BookingRow;
  calendar: CalendarRow;
  firm: FirmDetails;
  siteUrl: string;
}

/** The firm as the invitation's organizer: its contact e-mail, else the calendar's. */
function organizer({ firm, calendar }: BookingMailContext) {
  return { name: firm.firmName || calendar.name, email: firm.email || calendar.email };
}

export function invitationEvent(context: BookingMailContext, cancelled = false): InvitationEvent {
  const { booking, calendar, firm } = context;
  const place = placeOf(booking, calendar, firm);
  return {
    uid: `${booking.id}@tribuna`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    title: `Consulta: ${firm.firmName || calendar.name}`,
    description: [
      `Consulta ${MODALITY_LABELS[booking.modality ?? 'in_person'].toLowerCase()} com ${calendar.name}.`,
      `Área: ${areaLabel(booking.area)}.`,
      booking.modality === 'online' ? `Link da videochamada: ${place}` : `Endereço: ${place}`,
    ].join('\n'),
    location: place,
    ...(booking.modality === 'online' && calendar.videoLink && { url: calendar.videoLink }),
    organizer: organizer(context),
    attendee: { name: booking.name ?? '', email: booking.email ?? '' },
    cancelled,
  };
}

/**
 * 'dd/mm/aaaa às HH:MM, horário de Brasília', then the visitor's clock when it differs:
 * '… às 07:00, horário de Brasília (10:00 em Lisboa)'.
 */
export function whenText(booking: BookingRow): string {
  const instant = booking.startsAt.getTime();
  const firm = slotLabel(instant, null);
  const visitor = slotLabel(instant, booking.visitorTimeZone).slice(firm.length);
  return `${dayLabel(firmLocal(instant).day)} às ${firm}, horário de Brasília${visitor}`;
}

const SUBJECTS: Record<BookingMail, string> = {
  confirmation: 'Consulta agendada',
  update: 'Consulta remarcada',
  cancellation: 'Consulta cancelada',
  reminder: 'Lembrete: sua consulta é amanhã',
};

function details(context: BookingMailContext): string[] {
  const { booking, calendar, firm } = context;
  const place = placeOf(booking, calendar, firm);
  return [
    `Data e horário: ${whenText(booking)}`,
    `Modalidade: ${MODALITY_LABELS[booking.modality ?? 'in_person']}`,
    booking.modality === 'online' ? `Link da videochamada: ${place}` : `Endereço: ${place}`,
    `Área: ${areaLabel(booking.area)}`,
    `Com: ${calendar.name}`,
  ];
}

function clientBody(mail: BookingMail, context: BookingMailContext): string[] {
  const { booking, siteUrl } = context;
  const link = `${siteUrl}${bookingPath(booking.id)}`;
  const links = ['', `Cancelar: ${link}/cancelar`, `Remarcar: ${link}/remarcar`];
  const hello = `Olá, ${booking.name}!`;
  switch (mail) {
    case 'confirmation':
      return [hello, '', 'Sua consulta está agendada.', '', ...details(context), ...links];
    case 'update':
      return [hello, '', 'Sua consulta foi remarcada.', '', ...details(context), ...links];
    case 'reminder':
      return [hello, '', 'Lembramos que sua consulta é amanhã.', '', ...details(context), ...links];
    case 'cancellation':
      return [
        hello,
        '',
        booking.cancelledBy === 'firm'
          ? 'O escritório precisou cancelar sua consulta.'
          : 'Sua consulta foi cancelada, como você pediu.',
        ...(booking.cancelledBy === 'firm' && booking.reason ? [`Motivo: ${booking.reason}`] : []),
        '',
        ...details(context),
        '',
        `Para agendar outro horário: ${siteUrl}/agendar-consulta`,
      ];
  }
}

function firmBody(mail: BookingMail, context: BookingMailContext): string[] {
  const { booking, siteUrl } = context;
  const opening = {
    confirmation: 'Nova consulta agendada pelo site.',
    update: 'Uma consulta foi remarcada.',
    cancellation:
      booking.cancelledBy === 'firm'
        ? 'Uma consulta foi cancelada pelo escritório.'
        : 'O cliente cancelou uma consulta.',
    reminder: 'Lembrete de consulta.',
  }[mail];
  return [
    opening,
    '',
    ...details(context),
    '',
    `Nome: ${booking.name}`,
    `Empresa: ${booking.companyName || 'Não informada'}`,
    `E-mail: ${booking.email}`,
    `Telefone: ${booking.phone}`,
    '',
    'Resumo do caso:',
    booking.caseSummary ?? '',
    ...(mail === 'cancellation' && booking.reason ? ['', `Motivo: ${booking.reason}`] : []),
    '',
    `Agenda do escritório: ${siteUrl}/admin/agenda`,
  ];
}

/** One of a booking's e-mails to one side, with its invitation. */
export function composeBookingMail(
  mail: BookingMail,
  audience: Audience,
  context: BookingMailContext,
  recipients: string[],
): MailMessage {
  const { booking } = context;
  const cancelled = mail === 'cancellation';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const subject =
    audience === 'client'
      ? `${SUBJECTS[mail]}: ${whenText(booking)}`
      : `${mail === 'confirmation' ? 'Nova consulta agendada' : SUBJECTS[mail]}: ${booking.name}, ${whenText(booking)}`;
  const lines = audience === 'client' ? clientBody(mail, context) : firmBody(mail, context);
  return {
    to: recipients.join(', '),
    subject,
    text: `${lines.join('\n')}\n`,
    html: htmlOf(lines),
    ...(audience === 'firm' && booking.email && { replyTo: booking.email }),
    // Both sides' copies concern the visitor (export, erasure and retention find them by it).
    ...(booking.email && { aboutEmail: booking.email }),
    icalEvent: {
      method,
      filename: cancelled ? 'cancelamento.ics' : 'convite.ics',
      content: invitation(invitationEvent(context, cancelled), method),
    },
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The same lines as HTML, where 'Cancelar: URL' and the like become links named by their label. */
function htmlOf(lines: string[]): string {
  const body = lines
    .map((line) => {
      const link =
        /^(Cancelar|Remarcar|Para agendar outro horário|Agenda do escritório|Link da videochamada): (https?:\/\/\S+)$/.exec(
          line,
        );
      if (link) return `<p><a href="${escape(link[2]!)}">${escape(link[1]!)}</a></p>`;
      return line ? `<p>${escape(line)}</p>` : '';
    })
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><body>${body}</body></html>`;
}
