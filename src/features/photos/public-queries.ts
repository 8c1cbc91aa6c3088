import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { photos } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { findMediaItem } from '@/lib/server/media-items';
import { storedObject } from '@/lib/server/storage/get-storage';
import type { Locale } from '@/lib/shared/locale';

export interface PublicPhoto {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
}

/**
 * Photos of a type, newest first, at most `limit` (SPEC §7). In English, only those whose library
 * item is described in English, with that description and no (Portuguese) title (issue 34).
 */
export const getPhotosByType = publicQuery(
  async (type: string, limit: number, locale: Locale = 'pt-BR'): Promise<PublicPhoto[]> => {
    const rows = await getDb()
      .select({ id: photos.id, url: photos.url, title: photos.title, description: photos.description })
      .from(photos)
      .where(eq(photos.type, type))
      .orderBy(desc(photos.createdAt))
      .limit(limit);
    if (locale === 'pt-BR') return rows;
    const described = await Promise.all(
      rows.map(async (row) => {
        const object = storedObject(row.url);
        const description = (object && (await findMediaItem(getDb(), object)))?.altEn?.trim();
        return description ? { ...row, title: null, description } : null;
      }),
    );
    return described.filter((row) => row !== null);
  },
  'photos-by-type',
  ['photos', 'media_items'],
  [],
);
