'use server';

import { runAsActor, saveFromForm, setActiveFromList } from '@/lib/admin-actions';
import { SUCCESS_CASE_MESSAGES as MESSAGES } from './schema';
import { createSuccessCase, deleteSuccessCase, setSuccessCaseActive, updateSuccessCase } from './service';

export async function saveSuccessCaseAction(formData: FormData) {
  return saveFromForm(formData, MESSAGES, createSuccessCase, updateSuccessCase);
}

export async function setSuccessCaseActiveAction(id: string, active: boolean) {
  return setActiveFromList(MESSAGES, setSuccessCaseActive, id, active);
}

export async function deleteSuccessCaseAction(id: string) {
  return runAsActor(MESSAGES.deleteFailed, (actor) => deleteSuccessCase(actor, id), MESSAGES.deleted);
}
