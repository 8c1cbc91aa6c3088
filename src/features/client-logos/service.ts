import 'server-only';
import { desc } from 'drizzle-orm';
import { clientLogos } from '@/db/schema';
import { parseInput } from '@/lib/action-result';
import { requireRole, type Actor } from '@/lib/auth/roles';
import { contentStore } from '@/lib/content-store';
import { getDb } from '@/lib/db/client';
import { activeToggleSchema, idSchema } from '@/lib/field-schemas';
import type { FormInput } from '@/lib/form-data';
import type { ImageRule } from '@/lib/uploads';
import { CLIENT_LOGO_FIELD, CLIENT_LOGO_MAX_BYTES, CLIENT_LOGO_MESSAGES, clientLogoSchema } from './schema';

// Client logos (SPEC §7: bucket client-logos; admin list created_at desc). Every function checks
// the role itself; writes invalidate the home page's logos.

const CLIENT_LOGO_RULE: ImageRule = {
  field: CLIENT_LOGO_FIELD,
  bucket: 'client-logos',
  maxBytes: CLIENT_LOGO_MAX_BYTES,
  tooLargeMessage: CLIENT_LOGO_MESSAGES.tooLarge,
};

const store = contentStore({
  table: clientLogos,
  tag: 'client_logos',
  notFound: CLIENT_LOGO_MESSAGES.notFound,
  images: { url: CLIENT_LOGO_RULE },
});

export type ClientLogo = typeof clientLogos.$inferSelect;

export async function listClientLogos(actor: Actor | null): Promise<ClientLogo[]> {
  requireRole(actor, 'admin');
  return getDb().select().from(clientLogos).orderBy(desc(clientLogos.createdAt), desc(clientLogos.id));
}

/** Adds a logo (active) from the form: client_name and the image file. */
export async function createClientLogo(actor: Actor | null, input: FormInput): Promise<ClientLogo> {
  requireRole(actor, 'admin');
  const { client_name } = parseInput(clientLogoSchema, input);
  return store.insert({ clientName: client_name, active: true }, input);
}

export async function setClientLogoActive(actor: Actor | null, input: unknown): Promise<ClientLogo> {
  requireRole(actor, 'admin');
  const { id, active } = parseInput(activeToggleSchema, input);
  return store.update(id, { active });
}

/** Deletes the logo and its file. */
export async function deleteClientLogo(actor: Actor | null, id: unknown): Promise<void> {
  requireRole(actor, 'admin');
  await store.remove(parseInput(idSchema, id));
}
