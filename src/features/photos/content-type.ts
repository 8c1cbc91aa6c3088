import { desc } from 'drizzle-orm';
import { photos } from '@/db/schema/content';
import { CONTENT_LIMITS } from '@/db/schema/limits';
import { defineContentType } from '@/lib/shared/content-type';
import { fileOrNull } from '@/lib/shared/form-data';
import { toStorableText } from '@/lib/shared/text-rules';
import {
  galleryMax,
  PHOTO_IMAGE,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoEditSchema,
  photoUploadSchema,
} from './schema';

/**
 * Photos of a gallery type (SPEC §2 Photos, §4, §7): files at photos/{type}/{random}.{ext}, the
 * file name as the first title, listed newest first. A gallery holds at most the maximum its page
 * gives it (galleryMax, decided on the server); uploads to one gallery take turns, so the count
 * holds under concurrency. The add form sends the chosen gallery (the screen's context) and shows
 * how many photos it holds; the edit form ('Editar Foto') changes the texts only.
 */
export const photosType = defineContentType({
  table: photos,
  permission: 'photos.write',
  label: 'Foto',
  admin: { path: '/admin/photos', nav: 'Fotos' },
  schema: photoUploadSchema,
  editSchema: photoEditSchema,
  messages: PHOTO_MESSAGES,
  layout: 'upload',
  form: {
    fields: [
      {
        kind: 'note',
        text: ({ count, max }) => PHOTO_MESSAGES.count(Number(count), Number(max)),
      },
      { kind: 'context', name: 'type' },
      { kind: 'image', image: 'url', label: PHOTO_MESSAGES.fileLabel, hint: PHOTO_MESSAGES.fileHint },
      {
        kind: 'multiline',
        name: 'description',
        label: 'Descrição',
        rows: 2,
        maxLength: PHOTO_LIMITS.caption,
      },
    ],
    editFields: [
      { name: 'title', label: 'Título', maxLength: PHOTO_LIMITS.title },
      {
        kind: 'multiline',
        name: 'description',
        label: 'Descrição',
        rows: 3,
        maxLength: PHOTO_LIMITS.caption,
      },
    ],
  },
  // A photo's description is its alt text (issue 33).
  images: { url: { ...PHOTO_IMAGE, bucket: 'photos', altFrom: 'description' } },
  orderBy: (table) => [desc(table.createdAt), desc(table.id)],
  hooks: {
    gallery: { column: 'type', max: galleryMax, limitReached: PHOTO_MESSAGES.limitReached },
    onCreate: (input) => {
      const name = fileOrNull(input[PHOTO_IMAGE.field])?.name ?? '';
      return { title: toStorableText(name, CONTENT_LIMITS.title) || null };
    },
  },
});
