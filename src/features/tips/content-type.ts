import { desc } from 'drizzle-orm';
import { tips } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { TIP_AUTHOR_PHOTO, TIP_IMAGE, TIP_MESSAGES, tipSchema } from './schema';

/** Tips (SPEC §2, §5, §7, §8): the home page's carousel, newest first; new tips are active. */
export const tipsType = defineContentType({
  table: tips,
  permission: 'tips.write',
  label: 'Dica',
  admin: { path: '/admin/tips', nav: 'Dicas' },
  schema: tipSchema,
  messages: TIP_MESSAGES,
  layout: 'dialog',
  // Added, edited and deleted; the list has no Status switch.
  operations: ['update', 'remove'],
  form: {
    fields: [
      { name: 'title', label: 'Título', required: true },
      { kind: 'multiline', name: 'content', label: 'Conteúdo', rows: 5, required: true },
      { name: 'author', label: 'Autor' },
      { kind: 'image', image: 'imageUrl', label: 'Imagem da dica' },
      {
        kind: 'image',
        image: 'authorPhotoUrl',
        label: 'Foto de perfil',
        hint: 'A foto de quem assina a dica.',
      },
    ],
  },
  // Both files go to the 'tips' bucket, author photos under authors/.
  images: {
    imageUrl: { ...TIP_IMAGE, bucket: 'tips' },
    authorPhotoUrl: { ...TIP_AUTHOR_PHOTO, bucket: 'tips', prefix: 'authors/' },
  },
  orderBy: (table) => [desc(table.createdAt)],
  oabCheck: ['title', 'content', 'author'],
  translatable: ['title', 'content'],
  hooks: { onCreate: () => ({ active: true }) },
});
