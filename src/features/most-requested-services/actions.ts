'use server';

import { runAsActor, saveFromForm } from '@/lib/admin-actions';
import { SERVICE_MESSAGES } from './schema';
import {
  createMostRequestedService,
  deleteMostRequestedService,
  updateMostRequestedService,
} from './service';

export async function saveMostRequestedServiceAction(formData: FormData) {
  return saveFromForm(formData, SERVICE_MESSAGES, createMostRequestedService, updateMostRequestedService);
}

export async function deleteMostRequestedServiceAction(id: string) {
  return runAsActor(
    SERVICE_MESSAGES.deleteFailed,
    (actor) => deleteMostRequestedService(actor, id),
    SERVICE_MESSAGES.deleted,
  );
}
