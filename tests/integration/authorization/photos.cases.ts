import { photos } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import { deletePhoto, listPhotos, updatePhoto, uploadPhoto } from '@/features/photos/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';

async function aPhoto() {
  const [row] = await getDb()
    .insert(photos)
    .values({ url: '/media/photos/matriz/foto.png', type: 'matriz', title: 'foto.png' })
    .returning();
  return row!.id;
}

export const cases: AuthorizationCase[] = [
  { name: 'photos: listPhotos', minimum: 'admin', call: (actor) => listPhotos(actor, 'advogado') },
  {
    name: 'photos: uploadPhoto',
    minimum: 'admin',
    // A gallery of its own per call, so the limit never interferes.
    call: async (actor) =>
      uploadPhoto(actor, {
        type: `matriz-${actor?.role ?? 'visitante'}`.replace('_', '-'),
        description: '',
        file: await imageFile('foto.png'),
      }),
  },
  {
    name: 'photos: updatePhoto',
    minimum: 'admin',
    call: async (actor) => updatePhoto(actor, await aPhoto(), { title: 'Título', description: 'Descrição' }),
  },
  {
    name: 'photos: deletePhoto',
    minimum: 'admin',
    call: async (actor) => deletePhoto(actor, await aPhoto()),
  },
];
