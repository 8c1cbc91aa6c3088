import {
  createSocialLink,
  deleteSocialLink,
  listSocialLinks,
  setSocialLinkActive,
  updateSocialLink,
} from '@/features/social-links/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'social_links',
  'social_links.write',
  {
    list: listSocialLinks,
    create: createSocialLink,
    update: updateSocialLink,
    remove: deleteSocialLink,
    setActive: setSocialLinkActive,
  },
  { platform: 'instagram', url: 'https://instagram.com/tribuna' },
  declaredActions('social_links'),
);
