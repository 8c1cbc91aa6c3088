'use server';

import { runAsActor, saveFromForm } from '@/lib/admin-actions';
import { TIP_MESSAGES } from './schema';
import { createTip, deleteTip, updateTip } from './service';

export async function saveTipAction(formData: FormData) {
  return saveFromForm(formData, TIP_MESSAGES, createTip, updateTip);
}

export async function deleteTipAction(id: string) {
  return runAsActor(TIP_MESSAGES.deleteFailed, (actor) => deleteTip(actor, id), TIP_MESSAGES.deleted);
}
