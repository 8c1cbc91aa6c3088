import { randomUUID } from 'node:crypto';
import { POST as uploadRoute } from '@/app/admin/midia/enviar/route';
import { mediaItems } from '@/db/schema';
import {
  deleteMediaItemsAction,
  getMediaItemAction,
  listMediaAction,
  replaceMediaFileAction,
  updateMediaItemAction,
} from '@/features/media/actions';
import {
  deleteMediaItems,
  getMediaItem,
  listMedia,
  replaceMediaFile,
  updateMediaItem,
  uploadToLibrary,
} from '@/features/media/service';
import { getDb } from '@/lib/server/db/client';
import { getStorage } from '@/lib/server/storage/get-storage';
import { asFile, image } from '../../support/files';
import type { AuthorizationCase } from './case';
import { requestCase } from './request';

// The media library (/admin/midia, issue 33): media.manage, the admins'.

let counter = 0;
/** A file of its own for each call (the same bytes twice would be the existing item). */
const aFile = async (name = 'biblioteca.png') =>
  asFile(
    await image(name, {
      width: 8,
      height: 6,
      color: `#${(++counter * 7919).toString(16).slice(-6).padStart(6, '0')}`,
    }),
  );

/** A library item with its file, stored directly (as the test itself). */
async function anItem(): Promise<string> {
  const key = `${randomUUID()}-matriz.png`;
  const body = (await image('matriz.png', { width: 8, height: 6 })).buffer;
  await getStorage().put('library', key, body);
  const [row] = await getDb()
    .insert(mediaItems)
    .values({
      bucket: 'library',
      key,
      fileName: 'matriz.png',
      sha256: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      bytes: body.length,
      width: 8,
      height: 6,
      contentType: 'image/png',
      kept: true,
    })
    .returning({ id: mediaItems.id });
  return row!.id;
}

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const descriptions = {
  alt_pt: 'Fachada do escritório',
  alt_en: 'Office front',
  focal_x: '30',
  focal_y: '60',
};

export const cases: AuthorizationCase[] = [
  {
    name: 'media: listMedia',
    permission: 'media.manage',
    covers: [listMedia],
    call: (actor) => listMedia(actor, { pagina: 1 }),
  },
  {
    name: 'media: getMediaItem',
    permission: 'media.manage',
    covers: [getMediaItem],
    call: async (actor) => getMediaItem(actor, await anItem()),
  },
  {
    name: 'media: uploadToLibrary',
    permission: 'media.manage',
    covers: [uploadToLibrary],
    call: async (actor) => uploadToLibrary(actor, { file: await aFile() }),
  },
  {
    name: 'media: updateMediaItem',
    permission: 'media.manage',
    covers: [updateMediaItem],
    call: async (actor) => updateMediaItem(actor, await anItem(), descriptions),
  },
  {
    name: 'media: replaceMediaFile',
    permission: 'media.manage',
    covers: [replaceMediaFile],
    call: async (actor) => replaceMediaFile(actor, await anItem(), { file: await aFile('nova.png') }),
  },
  {
    name: 'media: deleteMediaItems',
    permission: 'media.manage',
    covers: [deleteMediaItems],
    call: async (actor) => deleteMediaItems(actor, [await anItem()]),
  },
  requestCase(
    'media: listMediaAction',
    'media.manage',
    listMediaAction,
    async () => undefined,
    () => listMediaAction({ q: 'matriz' }),
  ),
  requestCase('media: getMediaItemAction', 'media.manage', getMediaItemAction, anItem, (id) =>
    getMediaItemAction(id),
  ),
  requestCase('media: updateMediaItemAction', 'media.manage', updateMediaItemAction, anItem, (id) =>
    updateMediaItemAction(form({ id, ...descriptions })),
  ),
  requestCase(
    'media: replaceMediaFileAction',
    'media.manage',
    replaceMediaFileAction,
    async () => ({ id: await anItem(), file: await aFile('nova.png') }),
    (fields) => replaceMediaFileAction(form(fields)),
  ),
  requestCase('media: deleteMediaItemsAction', 'media.manage', deleteMediaItemsAction, anItem, (id) =>
    deleteMediaItemsAction([id]),
  ),
  {
    ...requestCase('route /admin/midia/enviar POST', 'media.manage', uploadRoute, aFile, (file) =>
      uploadRoute(
        new Request('http://localhost/admin/midia/enviar', { method: 'POST', body: form({ file }) }),
      ),
    ),
    refused: (response) => {
      const { status } = response as Response;
      if (status !== 200 && status !== 403) throw new Error(`the route answered ${status}`);
      return status === 403;
    },
  },
];
