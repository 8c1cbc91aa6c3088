'use server';

import { runAction } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { formInput } from '@/lib/form-data';
import { PHOTO_MESSAGES as MESSAGES } from './schema';
import { deletePhoto, updatePhoto, uploadPhoto } from './service';

export async function uploadPhotoAction(formData: FormData) {
  return runAction(
    MESSAGES.uploadFailed,
    async () => void (await uploadPhoto(await getActor(), formInput(formData))),
    MESSAGES.uploaded,
  );
}

export async function updatePhotoAction(id: string, formData: FormData) {
  return runAction(
    MESSAGES.updateFailed,
    async () => void (await updatePhoto(await getActor(), id, formInput(formData))),
    MESSAGES.updated,
  );
}

export async function deletePhotoAction(id: string) {
  return runAction(MESSAGES.removeFailed, async () => deletePhoto(await getActor(), id), MESSAGES.removed);
}
