import type { Locale } from '@/lib/shared/locale';

// The booking's addresses in each language (issue 34 §1, ADR 0027): the flow, a booking's page and
// its two forms. The steps' parameters (?area=, ?modalidade=, ?mes=, ?dia=, ?fuso=) and the pages'
// (?remarcada=, ?cancelada=, ?erro=) are the same in both languages. Plain data: the page's script
// reads it too.

export const BOOKING_ADDRESSES = {
  'pt-BR': {
    flow: '/agendar-consulta',
    booking: '/agendar-consulta/reserva',
    cancel: 'cancelar',
    reschedule: 'remarcar',
    confirm: 'confirmar',
  },
  en: {
    flow: '/en/book-a-consultation',
    booking: '/en/book-a-consultation/booking',
    cancel: 'cancel',
    reschedule: 'reschedule',
    confirm: 'confirm',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A booking's page from its link's token, in a language. */
export const bookingPagePath = (token: string, locale: Locale = 'pt-BR') =>
  `${BOOKING_ADDRESSES[locale].booking}/${token}`;

const PAGE = /^(\/agendar-consulta\/reserva|\/en\/book-a-consultation\/booking)\/([\w.-]+)(?:\/([a-z]+))?$/;

/**
 * A booking's page (or its cancel or reschedule page) in another language: the same token under
 * that language's address; null for any other path. Joins the address table through
 * alternateAddress (src/lib/server/alternates.ts).
 */
export function bookingPageAlternate(path: string, target: Locale): string | null {
  const match = PAGE.exec(path);
  if (!match) return null;
  const [, base, token, page] = match as unknown as [string, string, string, string | undefined];
  const from = base === BOOKING_ADDRESSES.en.booking ? 'en' : 'pt-BR';
  const kind = !page
    ? ''
    : page === BOOKING_ADDRESSES[from].cancel
      ? 'cancel'
      : page === BOOKING_ADDRESSES[from].reschedule
        ? 'reschedule'
        : null;
  if (kind === null) return null;
  const to = BOOKING_ADDRESSES[target];
  return `${bookingPagePath(token, target)}${kind ? `/${to[kind]}` : ''}`;
}
