import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { photos } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicPhoto {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
}

/** Photos of a type, newest first, at most `limit` (SPEC §7). */
export const getPhotosByType = publicQuery(
  async (type: string, limit: number): Promise<PublicPhoto[]> =>
    getDb()
      .select({ id: photos.id, url: photos.url, title: photos.title, description: photos.description })
      .from(photos)
      .where(eq(photos.type, type))
      .orderBy(desc(photos.createdAt))
      .limit(limit),
  'photos-by-type',
  ['photos'],
  [],
);
