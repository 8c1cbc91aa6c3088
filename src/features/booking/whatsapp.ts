import { MODALITY_LABELS } from '@/features/booking/shared/options';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, timeIn } from '@/features/booking/shared/time-zones';
import { translator } from '@/lib/server/i18n';
import { consultationWhatsappMessage } from '@/lib/shared/consultation-fields';
import type { Locale } from '@/lib/shared/locale';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import type { BookingView } from './public-queries';
import { modalityName } from './texts';

/** The visitor's message in English: the Portuguese one's lines, in the catalogue's words. */
function englishMessage(view: BookingView, locale: Locale): string {
  const t = translator(locale);
  return [
    t('booking.whatsappHello'),
    t('booking.whatsapp', {
      day: dayLabel(firmLocal(view.start).day, locale),
      time: timeIn(view.start),
      modality: modalityName(view.modality, locale),
    }),
    '',
    `${t('booking.fields.name')}: ${view.name ?? ''}`,
    `${t('booking.fields.company')}: ${view.companyName || t('booking.areaUnknown')}`,
    `${t('booking.fields.email')}: ${view.email ?? ''}`,
    `${t('booking.fields.phone')}: ${view.phone ?? ''}`,
    `${t('booking.fields.caseSummary')}: ${view.caseSummary ?? ''}`,
  ].join('\n');
}

/**
 * The WhatsApp step after a booking, as after a consultation request, in the language of the page
 * the visitor used; null without a number.
 */
export function bookingWhatsappUrl(view: BookingView, locale: Locale = 'pt-BR'): string | null {
  if (locale !== 'pt-BR') return whatsappChatUrl(view.whatsappNumber, englishMessage(view, locale));
  const when = `${dayLabel(firmLocal(view.start).day)} às ${timeIn(view.start)}`;
  return whatsappChatUrl(
    view.whatsappNumber,
    consultationWhatsappMessage(
      {
        name: view.name ?? '',
        company_name: view.companyName ?? undefined,
        email: view.email ?? '',
        phone: view.phone ?? '',
        case_summary: view.caseSummary ?? '',
      },
      [`Agendei uma consulta pelo site para ${when} (${MODALITY_LABELS[view.modality]}).`],
    ),
  );
}
