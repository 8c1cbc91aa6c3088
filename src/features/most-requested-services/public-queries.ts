import 'server-only';
import { desc } from 'drizzle-orm';
import { mostRequestedServices } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

/** SPEC §9: six shown. */
export const MOST_REQUESTED_SHOWN = 6;

export interface PublicRequestedService {
  id: string;
  title: string;
  theme: string;
  subject: string;
  description: string;
  monthlyCount: number;
}

/** The six services with the most monthly requests (SPEC §7). */
export const getMostRequestedServices = publicQuery(
  async (): Promise<PublicRequestedService[]> =>
    getDb()
      .select({
        id: mostRequestedServices.id,
        title: mostRequestedServices.title,
        theme: mostRequestedServices.theme,
        subject: mostRequestedServices.subject,
        description: mostRequestedServices.description,
        monthlyCount: mostRequestedServices.monthlyCount,
      })
      .from(mostRequestedServices)
      .orderBy(desc(mostRequestedServices.monthlyCount), desc(mostRequestedServices.serviceDate))
      .limit(MOST_REQUESTED_SHOWN),
  'most-requested-services',
  ['most_requested_services'],
  [],
);
