import { photos } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import type { Actor } from '@/lib/shared/auth/permissions';
import { deleteContentAction, saveContentAction } from '@/lib/content-actions';
import { deletePhoto, listPhotos, updatePhoto, uploadPhoto } from '@/features/photos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { formDataOf } from './content-cases';
import { asRequestOf, requestCase } from './request';

async function aPhoto() {
  const [row] = await getDb()
    .insert(photos)
    .values({ url: '/media/photos/matriz/foto.png', type: 'matriz', title: 'foto.png' })
    .returning();
  return row!.id;
}

// A gallery of its own per actor and entry point, so the limit never interferes.
const upload = async (actor: Actor | null, via: string) => ({
  type: `${via}-${actor?.role ?? 'visitante'}`.replace('_', '-'),
  description: '',
  file: await imageFile('foto.png'),
});
// A new photo is at version 1: the edit form sends the version it was read at (ADR 0015).
const edit = { title: 'Título', description: 'Descrição', version: 1 };

export const cases: AuthorizationCase[] = [
  {
    name: 'photos: listPhotos',
    permission: 'photos.write',
    covers: [listPhotos],
    call: (actor) => listPhotos(actor, 'advogado'),
  },
  {
    name: 'photos: uploadPhoto',
    permission: 'photos.write',
    covers: [uploadPhoto],
    call: async (actor) => uploadPhoto(actor, await upload(actor, 'matriz')),
  },
  {
    name: 'photos: updatePhoto',
    permission: 'photos.write',
    covers: [updatePhoto],
    call: async (actor) => updatePhoto(actor, await aPhoto(), edit),
  },
  {
    name: 'photos: deletePhoto',
    permission: 'photos.write',
    covers: [deletePhoto],
    call: async (actor) => deletePhoto(actor, await aPhoto()),
  },
  {
    name: 'photos: savePhotoAction (upload)',
    permission: 'photos.write',
    covers: [saveContentAction],
    call: async (actor) => {
      const form = formDataOf(await upload(actor, 'acao'));
      return asRequestOf(actor, () => saveContentAction('photos', form));
    },
  },
  requestCase('photos: savePhotoAction (edit)', 'photos.write', saveContentAction, aPhoto, (id) =>
    saveContentAction('photos', formDataOf({ ...edit, id })),
  ),
  requestCase('photos: deletePhotoAction', 'photos.write', deleteContentAction, aPhoto, (id) =>
    deleteContentAction('photos', id),
  ),
];
