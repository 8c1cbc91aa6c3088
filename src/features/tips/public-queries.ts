import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { tips } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export interface PublicTip {
  id: string;
  title: string;
  content: string;
  author: string | null;
  imageUrl: string | null;
  authorPhotoUrl: string | null;
}

/** Active tips, newest first (SPEC §7). */
export const getActiveTips = publicQuery(
  async (): Promise<PublicTip[]> =>
    getDb()
      .select({
        id: tips.id,
        title: tips.title,
        content: tips.content,
        author: tips.author,
        imageUrl: tips.imageUrl,
        authorPhotoUrl: tips.authorPhotoUrl,
      })
      .from(tips)
      .where(eq(tips.active, true))
      .orderBy(desc(tips.createdAt)),
  'active-tips',
  ['tips'],
  [],
);
