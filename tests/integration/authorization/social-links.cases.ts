import {
  deleteSocialLinkAction,
  saveSocialLinkAction,
  setSocialLinkActiveAction,
} from '@/features/social-links/actions';
import {
  createSocialLink,
  deleteSocialLink,
  listSocialLinks,
  setSocialLinkActive,
  updateSocialLink,
} from '@/features/social-links/service';
import { contentCases } from './content-cases';

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
  { save: saveSocialLinkAction, remove: deleteSocialLinkAction, setActive: setSocialLinkActiveAction },
);
