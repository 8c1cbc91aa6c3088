'use server';

import { runAction } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { formInput } from '@/lib/form-data';
import { BACKGROUND_MESSAGES as MESSAGES } from './schema';
import { createBackgroundImage, deleteBackgroundImage, setBackgroundImageActive } from './service';

export async function createBackgroundImageAction(formData: FormData) {
  return runAction(
    MESSAGES.uploadFailed,
    async () => void (await createBackgroundImage(await getActor(), formInput(formData))),
    MESSAGES.uploaded,
  );
}

export async function setBackgroundImageActiveAction(id: string, active: boolean) {
  return runAction(
    MESSAGES.toggleFailed,
    async () => void (await setBackgroundImageActive(await getActor(), { id, active })),
    active ? MESSAGES.activated : MESSAGES.deactivated,
  );
}

export async function deleteBackgroundImageAction(id: string) {
  return runAction(
    MESSAGES.removeFailed,
    async () => deleteBackgroundImage(await getActor(), id),
    MESSAGES.removed,
  );
}
