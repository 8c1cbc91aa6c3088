import { UserError } from '@/lib/shared/action-result';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { addressFromHeaders } from '@/lib/server/client-address';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { isPostAddress } from '@/features/blog/addresses';
import { recordVisit } from '@/features/visits/service';
import { log } from '@/lib/server/log';

/** Visits counted per address (one per route change of a person browsing is far below this). */
const VISIT_LIMIT = { visits: 120, windowMs: 60_000 } as const;

// POST {page_path, entry?, referrer_host?, utm_*?}: one visit, sent by the site's script on every
// page load. Known bots, and paths that are not the site's pages or carry a token (a booking's or a
// preview's link: features/visits/recordable.ts), are answered 204 and not counted: the site's
// script posts every page it shows, and a visitor must see no error for it.
export async function POST(request: Request) {
  const address = addressFromHeaders(request.headers) ?? 'unknown';
  try {
    const limit = await hitRateLimit(`visits:${address}`, VISIT_LIMIT.visits, VISIT_LIMIT.windowMs);
    if (!limit.allowed) {
      await request.body?.cancel().catch(() => undefined);
      const retryAfter = String(Math.ceil(limit.retryAfterMs / 1000));
      return new Response(null, { status: 429, headers: { 'retry-after': retryAfter } });
    }
  } catch (error) {
    log.error({ err: error }, 'could not check the visit limit');
    return new Response(null, { status: 500 });
  }
  let body: unknown;
  try {
    const bytes = await readBodyWithin(request, BODY_LIMITS.visits);
    if (!bytes) return payloadTooLarge();
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return new Response(null, { status: 400 });
  }
  try {
    // The address only feeds the day's visitor hash (features/visits/visitor-hash.ts); never stored.
    await recordVisit(body, request.headers.get('user-agent'), { address, isPostAddress });
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof UserError) return new Response(null, { status: 400 });
    log.error({ err: error }, 'could not record a visit');
    return new Response(null, { status: 500 });
  }
}
