import { z } from 'zod';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { normalizeHost, normalizeUtm } from '@/lib/shared/attribution';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

export const VISIT_LIMITS = {
  pagePath: VISITOR_LIMITS.pagePath,
  userAgent: VISITOR_LIMITS.userAgent,
} as const;

/**
 * What the browser sends for each page view: the pathname it shows and, when the visit entered
 * the site on it, where it came from. A malformed extra is dropped, never the visit.
 */
export const visitSchema = z.object({
  page_path: z
    .string({ error: 'Caminho inválido' })
    .refine(isStorableText, INVALID_CHARACTER)
    .max(VISIT_LIMITS.pagePath)
    .regex(/^\/[^\s?#]*$/, { error: 'Caminho inválido' }),
  entry: z.boolean().optional().catch(undefined),
  referrer_host: z.unknown().optional().transform(normalizeHost),
  utm_source: z.unknown().optional().transform(normalizeUtm),
  utm_medium: z.unknown().optional().transform(normalizeUtm),
  utm_campaign: z.unknown().optional().transform(normalizeUtm),
});
export type VisitInput = z.infer<typeof visitSchema>;

/**
 * The stored form of a pathname: without the leading slash, so the home is the empty path, which
 * the statistics screen shows as 'Página Inicial' (SPEC §2).
 */
export function storedPagePath(pathname: string): string {
  return pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}
