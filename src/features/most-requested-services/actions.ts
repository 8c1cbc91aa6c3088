'use server';

import { listActions } from '@/lib/server/actions';
import { SERVICE_MESSAGES } from './schema';
import {
  createMostRequestedService as create,
  deleteMostRequestedService as remove,
  updateMostRequestedService as update,
} from './service';

const actions = listActions('services.write', SERVICE_MESSAGES, { create, update, remove });

export const saveMostRequestedServiceAction = actions.save;
export const deleteMostRequestedServiceAction = actions.remove;
