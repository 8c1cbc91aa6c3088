import { z } from 'zod';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

export const VISIT_LIMITS = {
  pagePath: VISITOR_LIMITS.pagePath,
  userAgent: VISITOR_LIMITS.userAgent,
} as const;

/** What the browser sends on each route change: the pathname it shows. */
export const visitSchema = z.object({
  page_path: z
    .string({ error: 'Caminho inválido' })
    .refine(isStorableText, INVALID_CHARACTER)
    .max(VISIT_LIMITS.pagePath)
    .regex(/^\/[^\s?#]*$/, { error: 'Caminho inválido' }),
});

/**
 * The stored form of a pathname: without the leading slash, so the home is the empty path, which
 * the statistics screen shows as 'Página Inicial' (SPEC §2).
 */
export function storedPagePath(pathname: string): string {
  return pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}
