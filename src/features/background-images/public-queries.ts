import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { backgroundImages } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicBackgroundImage {
  url: string;
  title: string | null;
}

/** The newest active background image (behind the home hero), or null. */
export const getHeroBackground = publicQuery(
  async (): Promise<PublicBackgroundImage | null> => {
    const [row] = await getDb()
      .select({ url: backgroundImages.url, title: backgroundImages.title })
      .from(backgroundImages)
      .where(eq(backgroundImages.active, true))
      .orderBy(desc(backgroundImages.createdAt))
      .limit(1);
    return row ?? null;
  },
  'hero-background',
  ['background_images'],
  null,
);
