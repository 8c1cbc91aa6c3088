import 'server-only';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { reportError } from '@/lib/server/log';
import { ALERT_MESSAGES } from './messages';
import { ALERT_PATHS } from './links';
import { unsubscribe, updatePreferences } from './subscribers';

// The POSTs of a subscriber's pages (issue 35): 'Cancelar inscrição' (the page's button, and RFC
// 8058's one-click POST a mail client sends from List-Unsubscribe-Post, which comes from the
// mailbox provider's servers with no Origin) and 'Preferências'. The token in the path is the
// credential; nothing a visitor types is kept beyond the topics. Answered 303 to the page (the
// one-click POST: 200), never cached.

const NO_STORE = { 'cache-control': 'no-store' };
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...NO_STORE } });

async function fields(request: Request): Promise<Record<string, string> | null> {
  const bytes = await readBodyWithin(request, BODY_LIMITS.forms);
  if (!bytes) return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const data = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    return Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)]));
  }
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
}

/** POST /informativos/cancelar/{token}/confirmar */
export async function unsubscribeRoute(request: Request, token: string): Promise<Response> {
  const values = await fields(request);
  if (!values) return payloadTooLarge();
  try {
    const known = await unsubscribe(token);
    if (values['List-Unsubscribe'] === 'One-Click')
      return new Response(known ? ALERT_MESSAGES.unsubscribed : ALERT_MESSAGES.invalidLink, {
        status: known ? 200 : 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE },
      });
    return seeOther(`${ALERT_PATHS.unsubscribe(token)}?cancelada=1`);
  } catch (error) {
    reportError(error, 'unsubscribe failed');
    return new Response(ALERT_MESSAGES.failure, { status: 500, headers: NO_STORE });
  }
}

/** POST /informativos/preferencias/{token}/salvar */
export async function preferencesRoute(request: Request, token: string): Promise<Response> {
  const values = await fields(request);
  if (!values) return payloadTooLarge();
  try {
    await updatePreferences(token, values);
    return seeOther(`${ALERT_PATHS.preferences(token)}?salvo=1`);
  } catch (error) {
    reportError(error, 'preferences failed');
    return seeOther(`${ALERT_PATHS.preferences(token)}?erro=1`);
  }
}
