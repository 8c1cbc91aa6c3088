import { desc } from 'drizzle-orm';
import { backgroundImages } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { BACKGROUND_IMAGE, BACKGROUND_MESSAGES, backgroundImageSchema } from './schema';

/**
 * Background images (SPEC §2 Background images, §5, §7: bucket backgrounds under backgrounds/;
 * admin list created_at desc). The home hero shows the newest active one. New images are active.
 */
export const backgroundImagesType = defineContentType({
  table: backgroundImages,
  permission: 'backgrounds.write',
  label: 'Imagem de fundo',
  admin: { path: '/admin/backgrounds', nav: 'Imagens de Fundo' },
  schema: backgroundImageSchema,
  messages: BACKGROUND_MESSAGES,
  layout: 'upload',
  // An image is added, switched on or off and deleted; never edited (SPEC §8 Background images).
  operations: ['setActive', 'remove'],
  form: {
    fields: [
      {
        kind: 'image',
        image: 'url',
        label: 'Imagem',
        hint: 'Tamanho máximo: 5MB. A página inicial mostra a imagem ativa mais recente.',
      },
      { name: 'title', label: 'Título', maxLength: 200 },
      { kind: 'multiline', name: 'description', label: 'Descrição', rows: 3, maxLength: 1000 },
    ],
  },
  images: { url: { ...BACKGROUND_IMAGE, bucket: 'backgrounds', prefix: 'backgrounds/' } },
  orderBy: (table) => [desc(table.createdAt), desc(table.id)],
  hooks: { onCreate: () => ({ active: true }) },
});
