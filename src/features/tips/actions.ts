'use server';

import { listActions } from '@/lib/server/actions';
import { TIP_MESSAGES } from './schema';
import { createTip as create, deleteTip as remove, updateTip as update } from './service';

const actions = listActions('tips.write', TIP_MESSAGES, { create, update, remove });

export const saveTipAction = actions.save;
export const deleteTipAction = actions.remove;
