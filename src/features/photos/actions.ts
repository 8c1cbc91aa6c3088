'use server';

import { listActions } from '@/lib/server/actions';
import { PHOTO_MESSAGES } from './schema';
import { deletePhoto as remove, updatePhoto as update, uploadPhoto as create } from './service';

// One save for the upload form and the 'Editar Foto' dialog (which sends the photo's id).
const actions = listActions('photos.write', PHOTO_MESSAGES, { create, update, remove });

export const savePhotoAction = actions.save;
export const deletePhotoAction = actions.remove;
