import 'server-only';
import { asc } from 'drizzle-orm';
import { socialLinks } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { SOCIAL_LINK_MESSAGES, socialLinkSchema } from './schema';

// Admin reads and writes of social_links (SPEC §3, §7: by platform); new links are active.
const service = contentService({
  table: socialLinks,
  permission: 'social_links.write',
  schema: socialLinkSchema,
  messages: SOCIAL_LINK_MESSAGES,
  orderBy: [asc(socialLinks.platform), asc(socialLinks.url)],
});

export type SocialLink = typeof socialLinks.$inferSelect;

export const listSocialLinks = service.list;
export const createSocialLink = service.create;
export const updateSocialLink = service.update;
export const setSocialLinkActive = service.setActive;
export const deleteSocialLink = service.remove;
