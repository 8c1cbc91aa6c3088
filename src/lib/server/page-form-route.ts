import 'server-only';
import { failureOf, UserError } from '@/lib/shared/action-result';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { addressFromHeaders } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { draftCookies } from '@/lib/server/form-draft';
import { RateLimitedError } from '@/lib/server/form-guard';
import { isSameOrigin, publicFormRoute } from '@/lib/server/public-form-route';

// A public form that also works without JavaScript (the booking pages, issue 23): the site's
// script sends it as JSON (publicFormRoute, the ActionResult), a browser without it posts the
// form itself (application/x-www-form-urlencoded) and is answered 303: to the result's page on
// success, or back to the form's page, which shows the errors at their fields with what was typed
// (a signed draft in the visitor's cookies, lib/server/form-draft.ts).
// The seam for the public forms' own no-JavaScript mechanism once it lands: `submit` and the page
// that renders a draft stay; this transport goes.

export interface PageForm {
  success: string;
  failure: string;
  /** Where the draft cookie lives (the form page's path) and its name. */
  draft: { name: string; path: string };
  submit: (input: unknown, sender: { address: string }) => Promise<{ url: string }>;
  /** The form's page for the values sent (to show the refusal). */
  pageOf: (values: Record<string, string>) => string;
}

const seeOther = (location: string, cookies: string[]) => {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
};

export function pageFormRoute(form: PageForm) {
  const json = publicFormRoute({ success: form.success, failure: form.failure, submit: form.submit });
  const secure = () => getEnv().SITE_URL.startsWith('https:');
  return async function POST(request: Request): Promise<Response> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return json(request);
    if (!isSameOrigin(request)) {
      await request.body?.cancel().catch(() => undefined);
      return new Response(form.failure, { status: 403 });
    }
    const bytes = await readBodyWithin(request, BODY_LIMITS.forms).catch(() => null);
    if (!bytes) return payloadTooLarge();
    const values = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
    const address = addressFromHeaders(request.headers) ?? 'unknown';
    try {
      const { url } = await form.submit(values, { address });
      return seeOther(url, draftCookies(form.draft.name, null, form.draft.path, secure()));
    } catch (error) {
      const result = failureOf(error, form.failure);
      const { [HONEYPOT_FIELD]: _honeypot, ...typed } = values;
      const draft = { values: typed, fieldErrors: result.fieldErrors ?? {}, message: result.message };
      const cookies = draftCookies(form.draft.name, draft, form.draft.path, secure());
      const response = seeOther(form.pageOf(values), cookies);
      if (error instanceof RateLimitedError)
        response.headers.set('retry-after', String(Math.ceil(error.retryAfterMs / 1000)));
      else if (!(error instanceof UserError)) response.headers.set('x-form-failure', '1');
      return response;
    }
  };
}
