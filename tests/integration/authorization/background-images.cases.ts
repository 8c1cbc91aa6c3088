import { backgroundImages } from '@/db/schema';
import { getDb } from '@/lib/db/client';
import {
  createBackgroundImage,
  deleteBackgroundImage,
  listBackgroundImages,
  setBackgroundImageActive,
} from '@/features/background-images/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';

async function anImage() {
  const [row] = await getDb()
    .insert(backgroundImages)
    .values({ url: '/media/backgrounds/backgrounds/matriz.png', title: 'Matriz' })
    .returning();
  return row!.id;
}

export const cases: AuthorizationCase[] = [
  {
    name: 'background-images: listBackgroundImages',
    minimum: 'admin',
    call: (actor) => listBackgroundImages(actor),
  },
  {
    name: 'background-images: createBackgroundImage',
    minimum: 'admin',
    call: async (actor) =>
      createBackgroundImage(actor, { title: 'Fundo', description: '', file: await imageFile('fundo.png') }),
  },
  {
    name: 'background-images: setBackgroundImageActive',
    minimum: 'admin',
    call: async (actor) => setBackgroundImageActive(actor, await anImage(), false),
  },
  {
    name: 'background-images: deleteBackgroundImage',
    minimum: 'admin',
    call: async (actor) => deleteBackgroundImage(actor, await anImage()),
  },
];
