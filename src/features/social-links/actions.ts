'use server';

import { listActions } from '@/lib/server/actions';
import { SOCIAL_LINK_MESSAGES } from './schema';
import {
  createSocialLink as create,
  deleteSocialLink as remove,
  setSocialLinkActive as setActive,
  updateSocialLink as update,
} from './service';

const actions = listActions('social_links.write', SOCIAL_LINK_MESSAGES, {
  create,
  update,
  setActive,
  remove,
});

export const saveSocialLinkAction = actions.save;
export const setSocialLinkActiveAction = actions.setActive;
export const deleteSocialLinkAction = actions.remove;
