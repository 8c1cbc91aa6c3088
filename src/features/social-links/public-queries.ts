import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { SOCIAL_PLATFORMS, socialLinks } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface PublicSocialLink {
  platform: SocialPlatform;
  url: string;
}

const isRecognised = (platform: string): platform is SocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(platform);

/** Active links of the recognised platforms (SPEC §3), by platform; others are ignored. */
export const getActiveSocialLinks = publicQuery(
  async (): Promise<PublicSocialLink[]> => {
    const rows = await getDb()
      .select({ platform: socialLinks.platform, url: socialLinks.url })
      .from(socialLinks)
      .where(eq(socialLinks.active, true))
      .orderBy(asc(socialLinks.platform));
    return rows.flatMap(({ platform, url }) => {
      const name = platform.trim().toLowerCase();
      return isRecognised(name) && /^https?:\/\//i.test(url) ? [{ platform: name, url }] : [];
    });
  },
  'active-social-links',
  ['social_links'],
  [],
);
