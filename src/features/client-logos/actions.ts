'use server';

import { listActions } from '@/lib/server/actions';
import { CLIENT_LOGO_MESSAGES } from './schema';
import {
  createClientLogo as create,
  deleteClientLogo as remove,
  setClientLogoActive as setActive,
} from './service';

const actions = listActions('client_logos.write', CLIENT_LOGO_MESSAGES, { create, setActive, remove });

export const createClientLogoAction = actions.save;
export const setClientLogoActiveAction = actions.setActive;
export const deleteClientLogoAction = actions.remove;
