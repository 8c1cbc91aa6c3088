'use server';

import { listActions } from '@/lib/admin-actions';
import { CLIENT_LOGO_MESSAGES } from './schema';
import { createClientLogo, deleteClientLogo, setClientLogoActive } from './service';

const actions = listActions(CLIENT_LOGO_MESSAGES, {
  create: createClientLogo,
  setActive: setClientLogoActive,
  remove: deleteClientLogo,
});

export const createClientLogoAction = actions.save;
export const setClientLogoActiveAction = actions.setActive;
export const deleteClientLogoAction = actions.remove;
