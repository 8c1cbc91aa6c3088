import 'server-only';
import type { clientLogos } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { clientLogosType } from './content-type';

// Client logos (SPEC §7: bucket client-logos; admin list created_at desc), from the declaration.
// New logos are active; writes invalidate the home page's logos.
export type ClientLogo = typeof clientLogos.$inferSelect;

export const {
  list: listClientLogos,
  create: createClientLogo,
  setActive: setClientLogoActive,
  remove: deleteClientLogo,
} = contentServiceOf(clientLogosType);
