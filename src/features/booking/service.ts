import 'server-only';
import { UserError, parseInput } from '@/lib/shared/action-result';
import { bookingSchema, BOOKING_MESSAGES, rescheduleSchema } from '@/features/booking/schema';
import { BOOKING_AREAS, modalityOfParam } from '@/features/booking/shared/options';
import { firmInstant, firmLocal } from '@/features/booking/shared/slots';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import { knownTimeZone } from '@/features/booking/shared/time-zones';
import { PRIVACY_NOTICE_VERSION } from '@/lib/shared/privacy-notice-version';
import { loadAvailability, openSlots } from '@/features/booking/server/availability';
import { bookFirstFree, cancelBooking, moveBooking } from '@/features/booking/server/changes';
import { readBooking } from '@/features/booking/server/records';
import { bookingIdOf, bookingPath } from '@/features/booking/server/tokens';
import { guardPublicForm } from '@/lib/server/form-guard';
import { recordActivity } from '@/lib/server/activity';
import { hitRateLimit, releaseRateLimit } from '@/lib/server/rate-limit';
import { LINK_MESSAGES } from './link-forms';
import { originOf } from '@/lib/shared/attribution';
import type { ConfirmedBooking } from './outcome';
import { confirmedBooking } from './public-queries';
import { languageOfInput, refusalIn } from './texts';
import type { Locale } from '@/lib/shared/locale';

// The visitor's side of online booking (issue 23): confirming a slot, and cancelling or moving a
// booking from its e-mail's links (the signed token is the credential; no account). The steps
// before the confirmation are plain reads (public-queries.ts) and count against no limit.

/** Where a change made from a booking's page leads: that page, saying what happened. */
export interface ChangedBooking {
  url: string;
}

/** The form name of the per-address limit: only the final confirmation counts. */
const BOOKING_FORM = 'booking';

/**
 * Books the chosen slot for the visitor (honeypot and per-address limit first, then the schema):
 * the booking form's route (src/app/api/booking/route.ts). Refused with BOOKING_MESSAGES.taken
 * when the slot is no longer free, whoever took it. The booking is also a request of the inbox,
 * with the origin of the visit when the site's script sent it ('Sem origem' otherwise).
 */
export async function confirmBooking(
  input: unknown,
  requester: { address: string },
): Promise<ConfirmedBooking> {
  // The page the visitor used (its form's hidden `language`): its refusals, success and e-mails.
  const language = languageOfInput(input);
  try {
    return await book(input, requester, language);
  } catch (error) {
    throw refusalIn(error, language);
  }
}

async function book(
  input: unknown,
  requester: { address: string },
  language: Locale,
): Promise<ConfirmedBooking> {
  await guardPublicForm(BOOKING_FORM, input, requester.address);
  const data = parseInput(bookingSchema, input);
  const modality = modalityOfParam(data.modalidade);
  if (!modality)
    throw new UserError(BOOKING_MESSAGES.chooseModality, { modalidade: BOOKING_MESSAGES.chooseModality });
  if (!BOOKING_AREAS.some((area) => area.value === data.area)) {
    throw new UserError(BOOKING_MESSAGES.chooseArea, { area: BOOKING_MESSAGES.chooseArea });
  }
  const start = firmInstant(data.dia, data.hora);
  if (Number.isNaN(start) || firmLocal(start).day !== data.dia) throw new UserError(BOOKING_MESSAGES.taken);
  const available = await loadAvailability({ area: data.area, modality }, data.dia, data.dia);
  const slot = openSlots(available, data.dia, data.dia).find((open) => open.start === start);
  if (!slot) throw new UserError(BOOKING_MESSAGES.taken);
  const zone = knownTimeZone(data.fuso);
  const id = await bookFirstFree(slot.calendarIds, start, {
    kind: 'booking',
    area: data.area,
    modality,
    name: data.name,
    companyName: data.company_name || null,
    email: data.email,
    phone: data.phone,
    caseSummary: data.case_summary,
    visitorTimeZone: zone && zone !== FIRM_TIME_ZONE ? zone : null,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    language,
    ...originOf(input),
  });
  return confirmedBooking(id, language);
}

/** The booking a link's token names, or a refusal saying the link is not valid. */
async function bookingOfToken(token: unknown) {
  const id = bookingIdOf(token);
  const found = id ? await readBooking(id) : undefined;
  if (!found || found.booking.kind !== 'booking') throw new UserError(BOOKING_MESSAGES.invalidLink);
  return found;
}

/**
 * 'Cancelar' from the e-mail (the page's POST, never the link itself); in the booking's history.
 * `locale`: the language of the page it was sent from, where it leads back.
 */
export async function cancelBookingByToken(
  token: unknown,
  locale: Locale = 'pt-BR',
): Promise<ChangedBooking> {
  const { booking } = await bookingOfToken(token);
  if (booking.appointmentStatus === 'cancelled') throw new UserError(BOOKING_MESSAGES.alreadyCancelled);
  const cancelled = await cancelBooking(booking.id, 'client', null, (tx) =>
    recordActivity(tx, {
      actorId: null,
      kind: 'status_change',
      entity: 'bookings',
      entityId: booking.id,
      detail: 'Cancelada pelo link',
    }),
  );
  if (!cancelled) throw new UserError(BOOKING_MESSAGES.notChangeable);
  return { url: `${bookingPath(booking.id, locale)}?cancelada=1` };
}

/**
 * How often one booking may be moved from its link: each move e-mails both sides, so a booking
 * made with someone else's e-mail could not be moved back and forth to flood their inbox.
 */
export const LINK_MOVES_LIMIT = { moves: 3, windowMs: 24 * 60 * 60_000 } as const;

/**
 * 'Remarcar' from the e-mail: another free slot of the same calendar, at most LINK_MOVES_LIMIT.moves
 * times a day (counted before the move, given back when the move is refused).
 */
export async function rescheduleBookingByToken(
  token: unknown,
  input: unknown,
  locale: Locale = 'pt-BR',
): Promise<ChangedBooking> {
  const { booking } = await bookingOfToken(token);
  if (booking.appointmentStatus === 'cancelled') throw new UserError(BOOKING_MESSAGES.alreadyCancelled);
  const data = parseInput(rescheduleSchema, input);
  const start = firmInstant(data.dia, data.hora);
  if (Number.isNaN(start) || firmLocal(start).day !== data.dia) throw new UserError(BOOKING_MESSAGES.taken);
  const key = `booking-moves:${booking.id}`;
  const { allowed } = await hitRateLimit(key, LINK_MOVES_LIMIT.moves, LINK_MOVES_LIMIT.windowMs);
  if (!allowed) throw new UserError(LINK_MESSAGES.tooManyMoves);
  try {
    await moveBooking(booking.id, booking.calendarId, start);
  } catch (error) {
    await releaseRateLimit(key, LINK_MOVES_LIMIT.windowMs);
    throw error;
  }
  return { url: `${bookingPath(booking.id, locale)}?remarcada=1` };
}
