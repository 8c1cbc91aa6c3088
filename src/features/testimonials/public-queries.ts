import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { testimonials } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicTestimonial {
  id: string;
  name: string;
  company: string;
  rating: number;
  comment: string;
  avatarUrl: string | null;
}

/** Active testimonials, newest first (SPEC §7). */
export const getActiveTestimonials = publicQuery(
  async (): Promise<PublicTestimonial[]> =>
    getDb()
      .select({
        id: testimonials.id,
        name: testimonials.name,
        company: testimonials.company,
        rating: testimonials.rating,
        comment: testimonials.comment,
        avatarUrl: testimonials.avatarUrl,
      })
      .from(testimonials)
      .where(eq(testimonials.active, true))
      .orderBy(desc(testimonials.createdAt)),
  'active-testimonials',
  ['testimonials'],
  [],
);
