import 'server-only';
import { pageVisits } from '@/db/schema';
import { parseInput } from '@/lib/shared/action-result';
import { getDb } from '@/lib/server/db/client';
import { storedPagePath, VISIT_LIMITS, visitSchema } from './schema';

/** Records one page view {page_path, user_agent} (SPEC §7). No address or cookie is kept. */
export async function recordVisit(input: unknown, userAgent: string | null): Promise<void> {
  const { page_path } = parseInput(visitSchema, input);
  await getDb()
    .insert(pageVisits)
    .values({
      pagePath: storedPagePath(page_path),
      userAgent: userAgent ? userAgent.slice(0, VISIT_LIMITS.userAgent) : null,
    });
}
