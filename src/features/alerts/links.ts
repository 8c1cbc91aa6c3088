import 'server-only';
import { getEnv } from '@/lib/server/env';
import type { Locale } from '@/lib/shared/locale';

// The addresses of a subscriber's links (issue 35), in each language (issue 34): the token in the path is the credential, so
// these pages are never cached nor recorded as visits (src/lib/shared/token-paths.ts).

const PATHS = {
  'pt-BR': {
    base: '/informativos',
    confirm: 'confirmar',
    preferences: 'preferencias',
    unsubscribe: 'cancelar',
    oneClick: 'confirmar',
  },
  en: {
    base: '/en/alerts',
    confirm: 'confirm',
    preferences: 'preferences',
    unsubscribe: 'unsubscribe',
    oneClick: 'confirm',
  },
} as const;

/** A subscriber's links in their language (/informativos/…, /en/alerts/…, issue 34). */
export function alertPaths(locale: Locale) {
  const p = PATHS[locale];
  return {
    confirm: (token: string) => `${p.base}/${p.confirm}/${token}`,
    preferences: (token: string) => `${p.base}/${p.preferences}/${token}`,
    unsubscribe: (token: string) => `${p.base}/${p.unsubscribe}/${token}`,
    /** RFC 8058's one-click POST (List-Unsubscribe-Post), also the unsubscribe page's button. */
    oneClick: (token: string) => `${p.base}/${p.unsubscribe}/${token}/${p.oneClick}`,
  };
}

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
