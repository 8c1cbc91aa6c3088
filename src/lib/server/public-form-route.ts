import 'server-only';
import { failureOf, UserError, type ActionResult } from '@/lib/shared/action-result';
import type { SuccessParts } from '@/lib/shared/form-dom';
import { PAGE_FORMS, PAGE_PARAM, PLAIN_POST_TYPE, type PageFormName } from '@/lib/shared/page-forms';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { addressFromHeaders } from '@/lib/server/client-address';
import { reportError } from '@/lib/server/log';
import { RateLimitedError } from '@/lib/server/form-guard';
import { formPageResponse, requestNonce } from '@/lib/server/form-page';
import { rateLimitedMessage, translateResult } from '@/lib/server/form-messages';
import type { Locale } from '@/lib/shared/locale';
import { LANGUAGE_FIELD, requestLanguage } from '@/lib/shared/request-language';
import { languageOfPath } from '@/runtime/public-routes.mjs';

// The public forms' HTTP entry points (POST /api/contact, /api/consultation), two ways in:
// - JSON, from the page's script (src/enhance/public-form.ts): the same ActionResult a server action
//   would give, as JSON;
// - a plain form post (no script, or it failed to load), which the browser sends to the form's
//   page and next.config.ts rewrites here (src/lib/shared/page-forms.ts): the answer is that page,
//   with the outcome in the form (src/lib/server/form-page.ts, ADR 0012).
// Both go through the same rules: same origin, body limit while streaming, then the service, which
// does the rest (honeypot, per-address limit, schema, storage, notification).

export interface PublicForm<T> {
  /** The form (its `data-enhance` name): its pages answer its plain posts. */
  form: PageFormName;
  /** The spec's success message (a toast, or in the form when said in place). */
  success: string | ((data: T) => string);
  /** The spec's failure toast. */
  failure: string;
  submit: (input: unknown, sender: { address: string }) => Promise<T>;
  /** What a success shows on the page besides its message (e.g. the WhatsApp step's link). */
  parts?: (data: T) => SuccessParts;
  /** The form's own messages (success, failure) in another language: Portuguese → that language. */
  own?: (locale: Locale) => Record<string, string>;
  /**
   * The form's `language` field is a choice of its own (the client alerts' e-mails), not the page's
   * language: the answer then follows the page alone.
   */
  languageIsAChoice?: boolean;
}

interface Outcome<T> {
  result: ActionResult<T>;
  status: number;
  headers?: Record<string, string>;
  /** The form's fields as they came, for a page to put them back. */
  input?: Record<string, string>;
  /** The language its answer is said in (the page's, ADR 0027). */
  locale: Locale;
}

/**
 * Whether the request comes from this site's own pages: a browser always sends `Origin` with a
 * POST, and a cross-site one must not send the form in a visitor's name (as Next.js refuses for
 * server actions). Requests without `Origin` (not from a browser page) are let through.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return host !== null && new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

/** A plain post's fields (the last value of a repeated name, as a record would keep it). */
function plainFields(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
}

/** Runs the form: the route's rules, then the service. */
async function run<T>(request: Request, definition: PublicForm<T>, plain: boolean): Promise<Outcome<T>> {
  const { failure, success, submit } = definition;
  // The page's language: a plain post's page, or the page the script sent from (its Referer) until
  // the form's hidden field says it (never trusted beyond the site's languages).
  let locale = pageLanguage(request, definition.form, plain);
  const refused = (status: number, headers?: Record<string, string>): Outcome<T> => ({
    result: { ok: false, message: failure },
    status,
    headers,
    locale,
  });
  if (!isSameOrigin(request)) {
    await request.body?.cancel().catch(() => undefined);
    return refused(403);
  }
  let input: Record<string, string> | unknown;
  try {
    const bytes = await readBodyWithin(request, BODY_LIMITS.forms);
    if (!bytes) return refused(413, { connection: 'close' });
    input = plain ? plainFields(bytes) : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refused(400);
  }
  const kept = plain ? (input as Record<string, string>) : undefined;
  if (!definition.languageIsAChoice && typeof input === 'object' && input && LANGUAGE_FIELD in input)
    locale = requestLanguage(input);
  const address = addressFromHeaders(request.headers) ?? 'unknown';
  try {
    const data = await submit(input, { address });
    const message = typeof success === 'function' ? success(data) : success;
    return { result: { ok: true, data, message }, status: 200, locale };
  } catch (error) {
    const result = failureOf(error, failure, reportError);
    if (error instanceof RateLimitedError) {
      const retryAfter = String(Math.ceil(error.retryAfterMs / 1000));
      const said =
        locale === 'pt-BR' ? result : { ...result, message: rateLimitedMessage(locale, error.retryAfterMs) };
      return { result: said, status: 429, headers: { 'retry-after': retryAfter }, input: kept, locale };
    }
    return { result, status: error instanceof UserError ? 400 : 500, input: kept, locale };
  }
}

/** The page a plain post came from: one of the form's pages, with its query (a step's choices). */
function postedPage(request: Request, form: PageFormName): string {
  const url = new URL(request.url);
  const pages: readonly string[] = PAGE_FORMS[form].pages;
  const named = url.searchParams.get(PAGE_PARAM) ?? url.pathname;
  url.searchParams.delete(PAGE_PARAM);
  return (pages.includes(named) ? named : pages[0]!) + url.search;
}

/** The language of the page the form was sent from (its messages are said in it). */
function pageLanguage(request: Request, form: PageFormName, plain: boolean): Locale {
  if (plain) return languageOfPath(postedPage(request, form));
  try {
    return languageOfPath(new URL(request.headers.get('referer') ?? '/', 'http://site').pathname);
  } catch {
    return 'pt-BR';
  }
}

/** The POST handler of a public form. */
export function publicFormRoute<T>(definition: PublicForm<T>) {
  return async function POST(request: Request): Promise<Response> {
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    const plain = type.startsWith(PLAIN_POST_TYPE);
    if (!plain && !type.startsWith('application/json')) {
      await request.body?.cancel().catch(() => undefined);
      return answerJson({ result: { ok: false, message: definition.failure }, status: 415, locale: 'pt-BR' });
    }
    const ran = await run(request, definition, plain);
    const outcome = { ...ran, result: translateResult(ran.result, ran.locale, definition.own?.(ran.locale)) };
    if (!plain) return outcome.status === 413 ? payloadTooLarge() : answerJson(outcome);
    const { result } = outcome;
    return formPageResponse({
      page: postedPage(request, definition.form),
      form: definition.form,
      result,
      values: result.ok ? undefined : outcome.input,
      parts: result.ok && definition.parts ? definition.parts(result.data) : undefined,
      status: outcome.status,
      headers: outcome.headers,
      nonce: requestNonce(request),
    });
  };
}

const answerJson = ({ result, status, headers }: Outcome<unknown>) =>
  Response.json(result, { status, headers: { 'cache-control': 'no-store', ...headers } });
