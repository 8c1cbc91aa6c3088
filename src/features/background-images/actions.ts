'use server';

import { listActions } from '@/lib/admin-actions';
import { BACKGROUND_MESSAGES } from './schema';
import { createBackgroundImage, deleteBackgroundImage, setBackgroundImageActive } from './service';

const actions = listActions(BACKGROUND_MESSAGES, {
  create: createBackgroundImage,
  setActive: setBackgroundImageActive,
  remove: deleteBackgroundImage,
});

export const createBackgroundImageAction = actions.save;
export const setBackgroundImageActiveAction = actions.setActive;
export const deleteBackgroundImageAction = actions.remove;
