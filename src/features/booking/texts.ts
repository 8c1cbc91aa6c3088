import 'server-only';
import type { Modality } from '@/db/schema';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { APPOINTMENT_STATUS_LABELS, areaLabel, MODALITY_LABELS } from '@/features/booking/shared/options';
import { siteHasLanguage } from '@/lib/server/env';
import { catalogue, translator } from '@/lib/server/i18n';
import { UserError } from '@/lib/shared/action-result';
import { CONSULTATION_FIELD_MESSAGES, CONSULTATION_MAX } from '@/lib/shared/consultation-fields';
import { isLocale, type Locale } from '@/lib/shared/locale';
import { INVALID_CHARACTER } from '@/lib/shared/text-rules';
import { LINK_MESSAGES } from './link-forms';

// The booking's texts in each language (issue 34 §3, ADR 0027): the catalogue's "booking"
// namespace. The spec's Portuguese messages stay in the schemas (schema.ts, consultation-fields);
// an English page says them through ENGLISH_MESSAGES, the same refusal in the catalogue's words.

/** The catalogue's translator of the booking's texts: `bookingT('en')('details.title')`. */
export const bookingT = (locale: Locale) => translator(locale);

/**
 * The language a booking form says it was sent from (its hidden `language`): one of the site's
 * languages (SITE_LANGUAGES), Portuguese otherwise.
 */
export function languageOfInput(input: unknown): Locale {
  const value = (input as { language?: unknown } | null)?.language;
  return isLocale(value) && siteHasLanguage(value) ? value : 'pt-BR';
}

/** A practice area's name: its service page's title in the language. */
export function areaName(area: string | null | undefined, locale: Locale): string {
  if (locale === 'pt-BR') return areaLabel(area);
  const areas: Record<string, { title: string }> = catalogue(locale).practiceAreas.areas;
  return (
    (area && Object.hasOwn(areas, area) && areas[area]!.title) || bookingT(locale)('booking.areaUnknown')
  );
}

export const modalityName = (modality: Modality, locale: Locale) =>
  locale === 'pt-BR' ? MODALITY_LABELS[modality] : bookingT(locale)(`booking.modality.${modality}`);

export const statusName = (status: keyof typeof APPOINTMENT_STATUS_LABELS, locale: Locale) =>
  locale === 'pt-BR' ? APPOINTMENT_STATUS_LABELS[status] : bookingT(locale)(`booking.status.${status}`);

/** The spec's Portuguese messages of the booking (its schemas, its refusals) in another language. */
export function translatedMessages(locale: Locale): Record<string, string> {
  if (locale === 'pt-BR') return {};
  const t = bookingT(locale);
  const m = BOOKING_MESSAGES;
  const f = CONSULTATION_FIELD_MESSAGES;
  return {
    [m.taken]: t('booking.messages.taken'),
    [m.chooseTime]: t('booking.messages.chooseTime'),
    [m.chooseArea]: t('booking.messages.chooseArea'),
    [m.chooseModality]: t('booking.messages.chooseModality'),
    [m.failure]: t('booking.messages.failure'),
    [m.cancelled]: t('booking.messages.cancelled'),
    [m.cancelFailed]: t('booking.messages.cancelFailed'),
    [m.rescheduleFailed]: t('booking.messages.rescheduleFailed'),
    [m.invalidLink]: t('booking.messages.invalidLink'),
    [m.alreadyCancelled]: t('booking.messages.alreadyCancelled'),
    [m.notChangeable]: t('booking.messages.notChangeable'),
    [LINK_MESSAGES.tooManyMoves]: t('booking.messages.tooManyMoves'),
    [INVALID_CHARACTER]: t('booking.messages.invalidCharacter'),
    [f.name]: t('booking.messages.name'),
    [f.email]: t('booking.messages.email'),
    [f.phone]: t('booking.messages.phone'),
    [f.caseSummary]: t('booking.messages.caseSummary'),
    [`O nome pode ter no máximo ${CONSULTATION_MAX.name} caracteres.`]: t('booking.messages.tooLong.name', {
      max: CONSULTATION_MAX.name,
    }),
    [`O nome da empresa pode ter no máximo ${CONSULTATION_MAX.companyName} caracteres.`]: t(
      'booking.messages.tooLong.companyName',
      { max: CONSULTATION_MAX.companyName },
    ),
    [`O telefone pode ter no máximo ${CONSULTATION_MAX.phone} caracteres.`]: t(
      'booking.messages.tooLong.phone',
      {
        max: CONSULTATION_MAX.phone,
      },
    ),
    [`O resumo pode ter no máximo ${CONSULTATION_MAX.caseSummary} caracteres.`]: t(
      'booking.messages.tooLong.caseSummary',
      { max: CONSULTATION_MAX.caseSummary },
    ),
  };
}

const RATE_LIMITED = /^Muitos envios em pouco tempo\. Aguarde (\d+) minutos? e tente novamente\.$/;

/** A Portuguese message of the booking in the language (unchanged when it has no translation). */
export function messageIn(message: string, locale: Locale): string {
  if (locale === 'pt-BR') return message;
  const limited = RATE_LIMITED.exec(message);
  if (limited) return bookingT(locale)('booking.messages.rateLimited', { minutes: Number(limited[1]) });
  return translatedMessages(locale)[message] ?? message;
}

/** A refusal said in the visitor's language: its message and its fields' (the same error object). */
export function refusalIn(error: unknown, locale: Locale): unknown {
  if (locale === 'pt-BR' || !(error instanceof UserError)) return error;
  error.message = messageIn(error.message, locale);
  for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
    error.fieldErrors![field] = messageIn(message, locale);
  }
  return error;
}
