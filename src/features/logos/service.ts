import 'server-only';
import { desc } from 'drizzle-orm';
import { logos } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { LOGO_IMAGE, LOGO_MESSAGES, logoUploadSchema } from './schema';

// The main logo (SPEC §4): uploads are kept under photos/logos/, and exactly one row is active
// (logos_single_active_idx): an upload deactivates the active logo and is inserted active, in turn.
const service = contentService({
  table: logos,
  permission: 'logos.write',
  schema: logoUploadSchema,
  messages: LOGO_MESSAGES,
  images: { url: { ...LOGO_IMAGE, bucket: 'photos', prefix: 'logos/' } },
  orderBy: [desc(logos.createdAt)],
  singleActive: true,
});

export type Logo = typeof logos.$inferSelect;

/** The active logo for the admin preview, or null. */
export const getActiveLogo = service.active;
/** Stores the uploaded image and makes it the one active logo. */
export const uploadLogo = service.create;
