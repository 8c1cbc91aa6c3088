'use server';

import { runAsActor, saveFromForm, setActiveFromList } from '@/lib/server/admin-actions';
import { SOCIAL_LINK_MESSAGES as MESSAGES } from './schema';
import { createSocialLink, deleteSocialLink, setSocialLinkActive, updateSocialLink } from './service';

export async function saveSocialLinkAction(formData: FormData) {
  return saveFromForm(formData, MESSAGES, createSocialLink, updateSocialLink);
}

export async function setSocialLinkActiveAction(id: string, active: boolean) {
  return setActiveFromList(MESSAGES, setSocialLinkActive, id, active);
}

export async function deleteSocialLinkAction(id: string) {
  return runAsActor(MESSAGES.deleteFailed, (actor) => deleteSocialLink(actor, id), MESSAGES.deleted);
}
