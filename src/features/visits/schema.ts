import { z } from 'zod';

export const VISIT_LIMITS = { pagePath: 512, userAgent: 512 } as const;

/** What the browser sends on each route change: the pathname it shows. */
export const visitSchema = z.object({
  page_path: z
    .string()
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
