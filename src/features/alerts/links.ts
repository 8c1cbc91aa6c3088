import 'server-only';
import { getEnv } from '@/lib/server/env';

// The addresses of a subscriber's links (issue 35): the token in the path is the credential, so
// these pages are never cached nor recorded as visits (src/lib/shared/token-paths.ts).

export const ALERT_PATHS = {
  confirm: (token: string) => `/informativos/confirmar/${token}`,
  preferences: (token: string) => `/informativos/preferencias/${token}`,
  unsubscribe: (token: string) => `/informativos/cancelar/${token}`,
  /** RFC 8058's one-click POST (List-Unsubscribe-Post), also the unsubscribe page's button. */
  oneClick: (token: string) => `/informativos/cancelar/${token}/confirmar`,
};

/** The site's absolute address of a path. */
export const absolute = (path: string) => `${getEnv().SITE_URL}${path}`;

/** The bare address of MAIL_FROM ('Escritório <no-reply@x>' → 'no-reply@x'). */
export function senderAddress(): string {
  const from = getEnv().MAIL_FROM;
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** The domain of the Message-IDs: the sender's, else the site's host. */
export function messageIdDomain(): string {
  const domain = senderAddress().split('@')[1];
  return domain || new URL(getEnv().SITE_URL).hostname;
}

/** The campaign links of an alert carry (the attribution reads them like any visit's). */
export function withCampaign(url: string, slug: string): string {
  const target = new URL(url);
  target.searchParams.set('utm_source', 'informativo');
  target.searchParams.set('utm_medium', 'email');
  target.searchParams.set('utm_campaign', slug);
  return target.toString();
}
