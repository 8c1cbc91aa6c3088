import 'server-only';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, slotLabel } from '@/features/booking/shared/time-zones';
import { areaName, modalityName } from '@/features/booking/texts';
import { translator } from '@/lib/server/i18n';
import { isLocale, type Locale, LANGUAGE_NAMES } from '@/lib/shared/locale';
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

/** The booking's language (the page the visitor used): its visitor's e-mails and invitation. */
const languageOf = ({ booking }: Pick<BookingMailContext, 'booking'>): Locale =>
  isLocale(booking.language) ? booking.language : 'pt-BR';

/** The invitation, its SUMMARY and DESCRIPTION in `locale` (the booking's language by default). */
export function invitationEvent(
  context: BookingMailContext,
  cancelled = false,
  locale: Locale = languageOf(context),
): InvitationEvent {
  const { booking, calendar, firm } = context;
  const t = translator(locale);
  const place = placeOf(booking, calendar, firm, locale);
  const modality = booking.modality ?? 'in_person';
  return {
    uid: `${booking.id}@tribuna`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    title: t('booking.ics.title', { firm: firm.firmName || calendar.name }),
    description: [
      t('booking.ics.intro', { modality, calendar: calendar.name }),
      t('booking.ics.area', { area: areaName(booking.area, locale) }),
      `${t(modality === 'online' ? 'booking.mail.videoLink' : 'booking.mail.address')}: ${place}`,
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
 * '… às 07:00, horário de Brasília (10:00 em Lisboa)'; in English 'November 28, 2026 at 07:00,
 * Brasília time (10:00 in Lisbon)'.
 */
export function whenText(booking: BookingRow, locale: Locale = 'pt-BR'): string {
  const instant = booking.startsAt.getTime();
  const firm = slotLabel(instant, null, locale);
  const visitor = slotLabel(instant, booking.visitorTimeZone, locale).slice(firm.length);
  return translator(locale)('booking.mail.when', {
    day: dayLabel(firmLocal(instant).day, locale),
    time: firm,
    visitor,
  });
}

/** The invitation's file name in each language. */
const FILENAMES: Record<Locale, { request: string; cancel: string }> = {
  'pt-BR': { request: 'convite.ics', cancel: 'cancelamento.ics' },
  en: { request: 'invitation.ics', cancel: 'cancellation.ics' },
};

function details(context: BookingMailContext, locale: Locale): string[] {
  const { booking, calendar, firm } = context;
  const t = translator(locale);
  const place = placeOf(booking, calendar, firm, locale);
  const modality = booking.modality ?? 'in_person';
  return [
    `${t('booking.mail.whenLabel')}: ${whenText(booking, locale)}`,
    `${t('booking.mail.modality')}: ${modalityName(modality, locale)}`,
    `${t(modality === 'online' ? 'booking.mail.videoLink' : 'booking.mail.address')}: ${place}`,
    `${t('booking.mail.area')}: ${areaName(booking.area, locale)}`,
    `${t('booking.mail.with')}: ${calendar.name}`,
  ];
}

function clientBody(mail: BookingMail, context: BookingMailContext): string[] {
  const { booking, siteUrl } = context;
  const language = languageOf(context);
  const t = translator(language);
  const paths = BOOKING_ADDRESSES[language];
  const link = `${siteUrl}${bookingPath(booking.id, language)}`;
  const links = [
    '',
    `${t('booking.mail.cancel')}: ${link}/${paths.cancel}`,
    `${t('booking.mail.reschedule')}: ${link}/${paths.reschedule}`,
  ];
  const hello = t('booking.mail.hello', { name: booking.name ?? '' });
  switch (mail) {
    case 'confirmation':
      return [hello, '', t('booking.mail.confirmation'), '', ...details(context, language), ...links];
    case 'update':
      return [hello, '', t('booking.mail.update'), '', ...details(context, language), ...links];
    case 'reminder':
      return [hello, '', t('booking.mail.reminder'), '', ...details(context, language), ...links];
    case 'cancellation':
      return [
        hello,
        '',
        booking.cancelledBy === 'firm'
          ? t('booking.mail.cancelledByFirm')
          : t('booking.mail.cancelledByClient'),
        ...(booking.cancelledBy === 'firm' && booking.reason
          ? [`${t('booking.mail.reason')}: ${booking.reason}`]
          : []),
        '',
        ...details(context, language),
        '',
        `${t('booking.mail.bookAgain')}: ${siteUrl}${paths.flow}`,
      ];
  }
}

/** How the firm's e-mails (in Portuguese) name the visitor's language. */

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
    ...details(context, 'pt-BR'),
    '',
    `Nome: ${booking.name}`,
    `Empresa: ${booking.companyName || 'Não informada'}`,
    `E-mail: ${booking.email}`,
    `Telefone: ${booking.phone}`,
    `Idioma do cliente: ${LANGUAGE_NAMES[languageOf(context)].toLowerCase()}`,
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
  // The visitor's e-mails in the booking's language; the firm's in Portuguese.
  const language = audience === 'client' ? languageOf(context) : 'pt-BR';
  const subjects = translator(language);
  const subject =
    audience === 'client'
      ? `${subjects(`booking.mail.subject.${mail}`)}: ${whenText(booking, language)}`
      : `${mail === 'confirmation' ? 'Nova consulta agendada' : subjects(`booking.mail.subject.${mail}`)}: ${booking.name}, ${whenText(booking)}`;
  const lines = audience === 'client' ? clientBody(mail, context) : firmBody(mail, context);
  return {
    to: recipients.join(', '),
    subject,
    text: `${lines.join('\n')}\n`,
    html: htmlOf(lines, language),
    ...(audience === 'firm' && booking.email && { replyTo: booking.email }),
    // Both sides' copies concern the visitor (export, erasure and retention find them by it).
    ...(booking.email && { aboutEmail: booking.email }),
    icalEvent: {
      method,
      filename: FILENAMES[language][cancelled ? 'cancel' : 'request'],
      // The firm's copy in Portuguese (the visitor's in the booking's language).
      content: invitation(invitationEvent(context, cancelled, language), method),
    },
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The labels of the lines whose address becomes a link in the HTML, in each language. */
function linkLabels(locale: Locale): Set<string> {
  const t = translator(locale);
  return new Set([
    t('booking.mail.cancel'),
    t('booking.mail.reschedule'),
    t('booking.mail.bookAgain'),
    'Agenda do escritório',
    t('booking.mail.videoLink'),
  ]);
}

/** The same lines as HTML, where 'Cancelar: URL' and the like become links named by their label. */
function htmlOf(lines: string[], locale: Locale): string {
  const labels = linkLabels(locale);
  const body = lines
    .map((line) => {
      const found = /^([^:]+): (https?:\/\/\S+)$/.exec(line);
      const link = found && labels.has(found[1]!) ? found : null;
      if (link) return `<p><a href="${escape(link[2]!)}">${escape(link[1]!)}</a></p>`;
      return line ? `<p>${escape(line)}</p>` : '';
    })
    .join('\n');
  return `<!doctype html><html lang="${locale}"><body>${body}</body></html>`;
}
