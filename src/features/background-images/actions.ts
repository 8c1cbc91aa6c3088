'use server';

import { listActions } from '@/lib/server/actions';
import { BACKGROUND_MESSAGES } from './schema';
import {
  createBackgroundImage as create,
  deleteBackgroundImage as remove,
  setBackgroundImageActive as setActive,
} from './service';

const actions = listActions('backgrounds.write', BACKGROUND_MESSAGES, { create, setActive, remove });

export const createBackgroundImageAction = actions.save;
export const setBackgroundImageActiveAction = actions.setActive;
export const deleteBackgroundImageAction = actions.remove;
