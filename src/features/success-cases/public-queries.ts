import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { successCases } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicSuccessCase {
  id: string;
  title: string;
  description: string;
  area: string;
  result: string;
  clientTestimonial: string | null;
  clientName: string | null;
  imageUrl: string | null;
}

/** Active success cases, newest first. */
export const getActiveSuccessCases = publicQuery(
  async (): Promise<PublicSuccessCase[]> =>
    getDb()
      .select({
        id: successCases.id,
        title: successCases.title,
        description: successCases.description,
        area: successCases.area,
        result: successCases.result,
        clientTestimonial: successCases.clientTestimonial,
        clientName: successCases.clientName,
        imageUrl: successCases.imageUrl,
      })
      .from(successCases)
      .where(eq(successCases.active, true))
      .orderBy(desc(successCases.createdAt)),
  'active-success-cases',
  ['success_cases'],
  [],
);
