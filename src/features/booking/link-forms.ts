import 'server-only';
import { UserError } from '@/lib/shared/action-result';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { isSameOrigin } from '@/lib/server/public-form-route';
import { PLAIN_POST_TYPE } from '@/lib/shared/page-forms';
import { addressFromHeaders } from '@/lib/server/client-address';
import { PUBLIC_FORM_LIMIT, RateLimitedError, rateLimitMessage } from '@/lib/server/form-guard';
import { log } from '@/lib/server/log';
import { hitRateLimit } from '@/lib/server/rate-limit';
import type { Locale } from '@/lib/shared/locale';
import { BOOKING_ADDRESSES, bookingPagePath } from '@/lib/shared/booking-addresses';
import { isBookingTokenShaped } from './server/tokens';

// The forms of a booking's own pages, reached from its e-mail's links (issue 23): 'Cancelar
// consulta' (a button) and 'Remarcar consulta' (a time among radio buttons). Nothing is typed in
// them and the link's signed token is the credential, so they are not public forms (docs/forms.md:
// no fields to keep, no privacy notice); but each of their POSTs counts against the same limit per
// network address as a public form's (PUBLIC_FORM_LIMIT), since each change e-mails both sides.
// With or without the script they post plainly and are answered 303 (post/redirect/get): to the
// booking's page saying what happened, or back to the form with the refusal's code in `?erro=`,
// which the page says.

export const LINK_MESSAGES = {
  tooManyMoves: 'Este agendamento já foi remarcado muitas vezes hoje. Fale com o escritório.',
} as const;

/** The refusals a booking's page may say, by the code its address carries. */
const LINK_REFUSALS: Record<string, string> = {
  horario: BOOKING_MESSAGES.taken,
  cancelada: BOOKING_MESSAGES.alreadyCancelled,
  encerrada: BOOKING_MESSAGES.notChangeable,
  link: BOOKING_MESSAGES.invalidLink,
  remarcacoes: LINK_MESSAGES.tooManyMoves,
};
const FAILED = 'falha';
/** Too many POSTs from the address: `limite-<minutes to wait>`. */
const LIMITED = /^limite-(\d{1,3})$/;

/** The message of a refusal's code (`?erro=`), `failure` for an unexpected error, else null. */
export function linkRefusal(code: unknown, failure: string): string | null {
  if (code === FAILED) return failure;
  const limited = typeof code === 'string' ? LIMITED.exec(code) : null;
  if (limited) return rateLimitMessage(Number(limited[1]) * 60_000);
  return typeof code === 'string' && Object.hasOwn(LINK_REFUSALS, code) ? LINK_REFUSALS[code]! : null;
}

const codeOf = (error: unknown) =>
  (error instanceof RateLimitedError &&
    `limite-${Math.min(999, Math.max(1, Math.ceil(error.retryAfterMs / 60_000)))}`) ||
  (error instanceof UserError &&
    Object.entries(LINK_REFUSALS).find(([, message]) => message === error.message)?.[0]) ||
  FAILED;

/** Counts one POST of a booking's link forms from `address` (the public forms' limit). */
async function guardLinkForm(address: string): Promise<void> {
  const limit = await hitRateLimit(
    `form:booking-link:${address}`,
    PUBLIC_FORM_LIMIT.attempts,
    PUBLIC_FORM_LIMIT.windowMs,
  );
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterMs);
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** The POST handler of a booking page's form: `submit` answers where to go; `back` is the form's page. */
export function linkFormRoute(
  submit: (values: Record<string, string>) => Promise<{ url: string }>,
  back: (values: Record<string, string>) => string,
) {
  return async function POST(request: Request): Promise<Response> {
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith(PLAIN_POST_TYPE) || !isSameOrigin(request)) {
      await request.body?.cancel().catch(() => undefined);
      return new Response(null, { status: type.startsWith(PLAIN_POST_TYPE) ? 403 : 415 });
    }
    const bytes = await readBodyWithin(request, BODY_LIMITS.forms);
    if (!bytes) return payloadTooLarge();
    const values = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
    try {
      await guardLinkForm(addressFromHeaders(request.headers) ?? 'unknown');
      return seeOther((await submit(values)).url);
    } catch (error) {
      if (!(error instanceof UserError)) log.error({ err: error }, 'a change from a booking link failed');
      const page = back(values);
      return seeOther(`${page}${page.includes('?') ? '&' : '?'}erro=${codeOf(error)}`);
    }
  };
}

/** The POST of a booking page's 'Cancelar consulta' ('Cancel consultation'), in the page's language. */
export function cancelRoute(
  token: string,
  locale: Locale,
  cancel: (token: string, locale: Locale) => Promise<{ url: string }>,
) {
  const paths = BOOKING_ADDRESSES[locale];
  const page = isBookingTokenShaped(token) ? bookingPagePath(token, locale) : paths.flow;
  return linkFormRoute(
    () => cancel(token, locale),
    () => `${page}/${paths.cancel}`,
  );
}

/** The POST of a booking page's 'Remarcar consulta' ('Reschedule consultation'), in the page's language. */
export function rescheduleRoute(
  token: string,
  locale: Locale,
  reschedule: (token: string, values: Record<string, string>, locale: Locale) => Promise<{ url: string }>,
) {
  const paths = BOOKING_ADDRESSES[locale];
  const back = `${isBookingTokenShaped(token) ? bookingPagePath(token, locale) : paths.flow}/${paths.reschedule}`;
  return linkFormRoute(
    (values) => reschedule(token, values, locale),
    (values) =>
      /^\d{4}-\d{2}-\d{2}$/.test(values.dia ?? '')
        ? `${back}?dia=${values.dia}&mes=${values.dia!.slice(0, 7)}`
        : back,
  );
}
