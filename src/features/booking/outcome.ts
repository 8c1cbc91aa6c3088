import type { SuccessParts } from '@/lib/shared/form-dom';

// What a confirmed booking shows (issue 23) besides 'Consulta agendada para {dia} às {hora}.': the
// modality, the address or the video link, the WhatsApp step and the booking's own page. Shared by
// the page's script and the page that answers a plain POST (docs/forms.md); no zod here.

/** The booking form's parts (`data-form-part`), shown after a success. */
export const BOOKING_PARTS = {
  modality: 'booking-modality',
  address: 'booking-address',
  video: 'booking-video',
  note: 'booking-note',
  whatsapp: 'booking-whatsapp',
  manage: 'booking-manage',
} as const;

export interface ConfirmedBooking {
  /** 'Consulta agendada para {dia} às {hora}.', in the language of the page it was made from. */
  message: string;
  /** The firm's day and time of the consultation ('03/12/2026', '10:00'). */
  day: string;
  time: string;
  /** 'Presencial' or 'Online'. */
  modality: string;
  /** In person: the firm's address. */
  address: string | null;
  /** Online: the calendar's video link, when it is an address. */
  videoLink: string | null;
  /** Online without a link: what the visitor is told instead. */
  note: string | null;
  /** The firm's WhatsApp chat with the booking prefilled, or null without a number. */
  whatsappUrl: string | null;
  /** The booking's page (its link's signed token): its details, 'Remarcar' and 'Cancelar'. */
  manageUrl: string;
}

/** The parts of the booking form a confirmed booking shows. */
export function bookingParts(booking: ConfirmedBooking): SuccessParts {
  const { address, videoLink, note, whatsappUrl } = booking;
  return {
    [BOOKING_PARTS.modality]: { text: booking.modality },
    ...(address !== null && { [BOOKING_PARTS.address]: { text: address } }),
    ...(videoLink !== null && { [BOOKING_PARTS.video]: { href: videoLink, text: videoLink } }),
    ...(note !== null && { [BOOKING_PARTS.note]: { text: note } }),
    ...(whatsappUrl && { [BOOKING_PARTS.whatsapp]: { href: whatsappUrl } }),
    [BOOKING_PARTS.manage]: { href: booking.manageUrl },
  };
}
