import 'server-only';
import type { socialLinks } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { socialLinksType } from './content-type';

// Admin reads and writes, from the declaration (content-type.ts).
export type SocialLink = typeof socialLinks.$inferSelect;

export const {
  list: listSocialLinks,
  create: createSocialLink,
  update: updateSocialLink,
  setActive: setSocialLinkActive,
  remove: deleteSocialLink,
} = contentServiceOf(socialLinksType);
