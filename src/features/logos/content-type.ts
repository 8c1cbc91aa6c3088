import { desc } from 'drizzle-orm';
import { logos } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { LOGO_IMAGE, LOGO_MESSAGES, logoUploadSchema } from './schema';

/**
 * The main logo (SPEC §2 Logo, §4, §5, §8): uploads are kept under photos/logos/, and exactly one
 * row is active (logos_single_active_idx): an upload deactivates the active logo and is inserted
 * active, in turn. A logo is never edited, switched or deleted: an upload replaces it. The screen
 * shows the active logo first, then the upload.
 */
export const logosType = defineContentType({
  table: logos,
  permission: 'logos.write',
  label: 'Logo',
  admin: { path: '/admin/logo', nav: 'Logo' },
  schema: logoUploadSchema,
  messages: LOGO_MESSAGES,
  layout: 'upload',
  listFirst: true,
  operations: [],
  form: {
    fields: [{ kind: 'image', image: 'url', label: LOGO_MESSAGES.fileLabel, hint: LOGO_MESSAGES.hint }],
  },
  images: { url: { ...LOGO_IMAGE, bucket: 'photos', prefix: 'logos/' } },
  orderBy: (table) => [desc(table.createdAt)],
  hooks: { singleActive: true },
});
