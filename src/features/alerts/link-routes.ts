import 'server-only';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';
import { reportError } from '@/lib/server/log';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';
import { alertPaths } from './links';
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

/** POST /informativos/cancelar/{token}/confirmar (/en/alerts/unsubscribe/{token}/confirm) */
export async function unsubscribeRoute(request: Request, token: string, locale: Locale): Promise<Response> {
  const t = translator(locale);
  const values = await fields(request);
  if (!values) return payloadTooLarge();
  try {
    const known = await unsubscribe(token);
    if (values['List-Unsubscribe'] === 'One-Click')
      return new Response(known ? t('alerts.unsubscribed') : t('alerts.invalidLink'), {
        status: known ? 200 : 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE },
      });
    return seeOther(`${alertPaths(locale).unsubscribe(token)}?cancelada=1`);
  } catch (error) {
    reportError(error, 'unsubscribe failed');
    return new Response(t('alerts.failure'), { status: 500, headers: NO_STORE });
  }
}

/** POST /informativos/preferencias/{token}/salvar (/en/alerts/preferences/{token}/save) */
export async function preferencesRoute(request: Request, token: string, locale: Locale): Promise<Response> {
  const values = await fields(request);
  if (!values) return payloadTooLarge();
  try {
    await updatePreferences(token, values);
    return seeOther(`${alertPaths(locale).preferences(token)}?salvo=1`);
  } catch (error) {
    reportError(error, 'preferences failed');
    return seeOther(`${alertPaths(locale).preferences(token)}?erro=1`);
  }
}

/** GET of the one-click address (an older mail client opening it): the unsubscribe page. */
export function unsubscribePageRedirect(token: string, locale: Locale): Response {
  return seeOther(alertPaths(locale).unsubscribe(token));
}
