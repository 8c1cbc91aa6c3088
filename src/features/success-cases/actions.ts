'use server';

import { listActions } from '@/lib/server/actions';
import { SUCCESS_CASE_MESSAGES } from './schema';
import {
  createSuccessCase as create,
  deleteSuccessCase as remove,
  setSuccessCaseActive as setActive,
  updateSuccessCase as update,
} from './service';

const actions = listActions('success_cases.write', SUCCESS_CASE_MESSAGES, {
  create,
  update,
  setActive,
  remove,
});

export const saveSuccessCaseAction = actions.save;
export const setSuccessCaseActiveAction = actions.setActive;
export const deleteSuccessCaseAction = actions.remove;
