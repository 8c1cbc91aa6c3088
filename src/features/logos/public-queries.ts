import 'server-only';
import { eq } from 'drizzle-orm';
import { logos } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

const activeLogoUrl = publicQuery(
  async (): Promise<string | null> => {
    const [row] = await getDb().select({ url: logos.url }).from(logos).where(eq(logos.active, true)).limit(1);
    return row?.url ?? null;
  },
  'active-logo',
  ['logos'],
  null,
);

/** The URL of the active main logo, or null (the header then shows the firm name). */
export async function getActiveLogoUrl(): Promise<string | null> {
  try {
    return await activeLogoUrl();
  } catch (error) {
    // SPEC §8: a logo load failure is only logged.
    log.error({ err: error }, 'could not load the active logo');
    return null;
  }
}
