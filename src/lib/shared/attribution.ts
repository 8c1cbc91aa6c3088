import { VISITOR_LIMITS } from '@/db/schema/limits';
import { isStorableText } from './text-rules';
import { withoutPathToken } from './token-paths';

// Where a visit came from (issue 24), as the visits and the public forms send it: the same rules
// for both, and the columns every kind of request keeps (attributionColumns in db/schema).

/** The hidden fields of the public forms, filled by the site's script (src/enhance/attribution.ts). */
export const ORIGIN_FIELDS = [
  'entry_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'form_page',
] as const;

/** How a request sent without its origin (no script) is counted. */
export const NO_ORIGIN_LABEL = 'Sem origem';
/** How visits and requests with an origin but no referrer or UTM source are counted. */
export const DIRECT_LABEL = 'Direto';

/** A host name as a referrer gives it: letters, digits, dots, dashes (and a port). */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** A host, lower-cased and without 'www.', so www.google.com and google.com are one source. */
export function normalizeHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return host && host.length <= VISITOR_LIMITS.referrerHost && HOST.test(host) ? host : null;
}

/** A UTM value: trimmed, lower-cased (Newsletter and newsletter are one), cut to its column. */
export function normalizeUtm(value: unknown): string | null {
  if (typeof value !== 'string' || !isStorableText(value)) return null;
  const text = value.trim().toLowerCase().slice(0, VISITOR_LIMITS.utm).trim();
  return text || null;
}

/**
 * A pathname in its stored form (no leading slash: the home is ''), or null if it is not one. A
 * booking or preview link keeps its page but not its token (token-paths.ts).
 */
export function normalizePagePath(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\/[^\s?#]*$/.test(value) || !isStorableText(value)) return null;
  if (value.length > VISITOR_LIMITS.pagePath) return null;
  return withoutPathToken(value.replace(/^\/+/, '').replace(/\/+$/, ''));
}

/** The origin columns of a request (attributionColumns), in Drizzle's names. */
export interface RequestOrigin {
  entryPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  formPage: string | null;
}

/**
 * The origin a public form was sent with; every field null without it ('Sem origem'). A malformed
 * value is dropped: the visitor cannot correct a hidden field, so it never refuses the request.
 */
export function originOf(input: unknown): RequestOrigin {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return {
    entryPage: normalizePagePath(fields.entry_page),
    referrerHost: normalizeHost(fields.referrer_host),
    utmSource: normalizeUtm(fields.utm_source),
    utmMedium: normalizeUtm(fields.utm_medium),
    utmCampaign: normalizeUtm(fields.utm_campaign),
    formPage: normalizePagePath(fields.form_page),
  };
}

/** The origin columns as a SQL row has them (snake_case). */
export interface OriginRow {
  entry_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  form_page: string | null;
}

/** A row's origin columns as a RequestOrigin. */
export function originOfRow(row: OriginRow): RequestOrigin {
  return {
    entryPage: row.entry_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    formPage: row.form_page,
  };
}
