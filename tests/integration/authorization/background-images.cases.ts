import { backgroundImages } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { deleteContentAction, saveContentAction, setContentActiveAction } from '@/lib/content-actions';
import {
  createBackgroundImage,
  deleteBackgroundImage,
  listBackgroundImages,
  setBackgroundImageActive,
} from '@/features/background-images/service';
import { imageFile } from '../helpers/files';
import type { AuthorizationCase } from './case';
import { formDataOf } from './content-cases';
import { requestCase } from './request';

async function anImage() {
  const [row] = await getDb()
    .insert(backgroundImages)
    .values({ url: '/media/backgrounds/backgrounds/matriz.png', title: 'Matriz' })
    .returning();
  return row!.id;
}

const upload = async () => ({ title: 'Fundo', description: '', file: await imageFile('fundo.png') });

export const cases: AuthorizationCase[] = [
  {
    name: 'background-images: listBackgroundImages',
    permission: 'backgrounds.write',
    covers: [listBackgroundImages],
    call: (actor) => listBackgroundImages(actor),
  },
  {
    name: 'background-images: createBackgroundImage',
    permission: 'backgrounds.write',
    covers: [createBackgroundImage],
    call: async (actor) => createBackgroundImage(actor, await upload()),
  },
  {
    name: 'background-images: setBackgroundImageActive',
    permission: 'backgrounds.write',
    covers: [setBackgroundImageActive],
    call: async (actor) => setBackgroundImageActive(actor, await anImage(), false),
  },
  {
    name: 'background-images: deleteBackgroundImage',
    permission: 'backgrounds.write',
    covers: [deleteBackgroundImage],
    call: async (actor) => deleteBackgroundImage(actor, await anImage()),
  },
  requestCase(
    'background-images: createBackgroundImageAction',
    'backgrounds.write',
    saveContentAction,
    async () => formDataOf(await upload()),
    (form) => saveContentAction('background_images', form),
  ),
  requestCase(
    'background-images: setBackgroundImageActiveAction',
    'backgrounds.write',
    setContentActiveAction,
    anImage,
    (id) => setContentActiveAction('background_images', id, false),
  ),
  requestCase(
    'background-images: deleteBackgroundImageAction',
    'backgrounds.write',
    deleteContentAction,
    anImage,
    (id) => deleteContentAction('background_images', id),
  ),
];
