import 'server-only';
import { desc } from 'drizzle-orm';
import { clientLogos } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { CLIENT_LOGO_IMAGE, CLIENT_LOGO_MESSAGES, clientLogoSchema } from './schema';

// Client logos (SPEC §7: bucket client-logos; admin list created_at desc). New logos are active;
// writes invalidate the home page's logos.
const service = contentService({
  table: clientLogos,
  permission: 'client_logos.write',
  schema: clientLogoSchema,
  messages: CLIENT_LOGO_MESSAGES,
  images: { url: { ...CLIENT_LOGO_IMAGE, bucket: 'client-logos' } },
  orderBy: [desc(clientLogos.createdAt), desc(clientLogos.id)],
  onCreate: () => ({ active: true }),
});

export type ClientLogo = typeof clientLogos.$inferSelect;

export const listClientLogos = service.list;
export const createClientLogo = service.create;
export const setClientLogoActive = service.setActive;
export const deleteClientLogo = service.remove;
