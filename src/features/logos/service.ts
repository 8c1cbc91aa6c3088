import 'server-only';
import type { logos } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { logosType } from './content-type';

// The main logo's admin reads and writes, from the declaration (./content-type.ts).
export type Logo = typeof logos.$inferSelect;

export const {
  /** The active logo for the admin preview, or null. */
  active: getActiveLogo,
  /** Stores the uploaded image and makes it the one active logo. */
  create: uploadLogo,
} = contentServiceOf(logosType);
