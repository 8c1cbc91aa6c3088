import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { clientLogos } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicClientLogo {
  id: string;
  clientName: string;
  url: string;
}

/** Active client logos, oldest first (SPEC §7). */
export const getActiveClientLogos = publicQuery(
  async (): Promise<PublicClientLogo[]> =>
    getDb()
      .select({ id: clientLogos.id, clientName: clientLogos.clientName, url: clientLogos.url })
      .from(clientLogos)
      .where(eq(clientLogos.active, true))
      .orderBy(asc(clientLogos.createdAt)),
  'active-client-logos',
  ['client_logos'],
  [],
);
