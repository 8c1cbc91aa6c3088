import 'server-only';
import { failureOf, UserError, type ActionResult } from '@/lib/shared/action-result';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { addressFromHeaders } from '@/lib/server/client-address';
import { reportError } from '@/lib/server/log';
import { RateLimitedError } from '@/lib/server/form-guard';

// The public forms' HTTP entry points (POST /api/contact, /api/consultation): the public pages carry
// no React, so their script (src/enhance/forms.ts) sends the form here as JSON and gets the same
// ActionResult a server action would give. The service does everything else (schema, honeypot,
// per-address limit, storage, notification).

export interface PublicForm<T> {
  /** The spec's toasts for this form. */
  success: string;
  failure: string;
  submit: (input: unknown, sender: { address: string }) => Promise<T>;
}

const answer = (result: ActionResult<unknown>, status: number, headers: Record<string, string> = {}) =>
  Response.json(result, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * Whether the request comes from this site's own pages: a browser always sends `Origin` with a
 * POST, and a cross-site one must not send the form in a visitor's name (as Next.js refuses for
 * server actions). Requests without `Origin` (not from a browser page) are let through.
 */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return host !== null && new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}

/** The POST handler of a public form. */
export function publicFormRoute<T>({ success, failure, submit }: PublicForm<T>) {
  return async function POST(request: Request): Promise<Response> {
    const refuse = async (status: number) => {
      await request.body?.cancel().catch(() => undefined);
      return answer({ ok: false, message: failure }, status);
    };
    if (!isSameOrigin(request)) return refuse(403);
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return refuse(415);
    let input: unknown;
    try {
      const bytes = await readBodyWithin(request, BODY_LIMITS.forms);
      if (!bytes) return payloadTooLarge();
      input = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return answer({ ok: false, message: failure }, 400);
    }
    const address = addressFromHeaders(request.headers) ?? 'unknown';
    try {
      const data = await submit(input, { address });
      return answer({ ok: true, data, message: success }, 200);
    } catch (error) {
      const result = failureOf(error, failure, reportError);
      if (error instanceof RateLimitedError) {
        const retryAfter = String(Math.ceil(error.retryAfterMs / 1000));
        return answer(result, 429, { 'retry-after': retryAfter });
      }
      return answer(result, error instanceof UserError ? 400 : 500);
    }
  };
}
