'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { MEDIA_MESSAGES as M, mediaQuerySchema } from './schema';
import { deleteMediaItems, getMediaItem, listMedia, replaceMediaFile, updateMediaItem } from './service';

/** A page of the library (the screen's and 'Escolher da biblioteca''s), by its query string's fields. */
export const listMediaAction = serverAction(
  { permission: 'media.manage', failure: M.loadFailed },
  (actor, query: Record<string, unknown>) => listMedia(actor, mediaQuerySchema.parse(query ?? {})),
);

/** One item with 'Onde é usada'. */
export const getMediaItemAction = serverAction(
  { permission: 'media.manage', failure: M.loadFailed },
  (actor, id: string) => getMediaItem(actor, String(id)),
);

/** Descriptions, 'Imagem decorativa', focal point: the item's id is a field of the form. */
export const updateMediaItemAction = formAction(
  { permission: 'media.manage', failure: M.saveFailed, success: M.saved },
  (actor, input) => updateMediaItem(actor, String(input.id ?? ''), input),
);

/** 'Substituir arquivo': the item's id and the new file. */
export const replaceMediaFileAction = formAction(
  { permission: 'media.manage', failure: M.replaceFailed, success: M.replaced },
  (actor, input) => replaceMediaFile(actor, String(input.id ?? ''), input),
);

/** Deletes the selected items (refused, with where, when one is used). */
export const deleteMediaItemsAction = serverAction(
  { permission: 'media.manage', failure: M.deleteFailed, success: M.deleted },
  (actor, ids: string[]) => deleteMediaItems(actor, Array.isArray(ids) ? ids.map(String) : []),
);
