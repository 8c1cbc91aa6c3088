import 'server-only';
import { desc } from 'drizzle-orm';
import { backgroundImages } from '@/db/schema';
import { parseInput } from '@/lib/action-result';
import { requireRole, type Actor } from '@/lib/auth/roles';
import { contentStore } from '@/lib/content-store';
import { activeToggleSchema, idSchema } from '@/lib/field-schemas';
import { getDb } from '@/lib/db/client';
import type { FormInput } from '@/lib/form-data';
import type { ImageRule } from '@/lib/uploads';
import { BACKGROUND_FIELD, BACKGROUND_MAX_BYTES, BACKGROUND_MESSAGES, backgroundImageSchema } from './schema';

// Background images (SPEC §7: bucket backgrounds under backgrounds/; admin list created_at desc).
// The home hero shows the newest active one.

const BACKGROUND_RULE: ImageRule = {
  field: BACKGROUND_FIELD,
  bucket: 'backgrounds',
  prefix: 'backgrounds/',
  maxBytes: BACKGROUND_MAX_BYTES,
  tooLargeMessage: BACKGROUND_MESSAGES.tooLarge,
};

const store = contentStore({
  table: backgroundImages,
  tag: 'background_images',
  notFound: BACKGROUND_MESSAGES.notFound,
  images: { url: BACKGROUND_RULE },
});

export type BackgroundImage = typeof backgroundImages.$inferSelect;

export async function listBackgroundImages(actor: Actor | null): Promise<BackgroundImage[]> {
  requireRole(actor, 'admin');
  return getDb()
    .select()
    .from(backgroundImages)
    .orderBy(desc(backgroundImages.createdAt), desc(backgroundImages.id));
}

/** Adds an image (active) from the form: the file, title and description. */
export async function createBackgroundImage(actor: Actor | null, input: FormInput): Promise<BackgroundImage> {
  requireRole(actor, 'admin');
  const { title, description } = parseInput(backgroundImageSchema, input);
  return store.insert({ title, description, active: true }, input);
}

export async function setBackgroundImageActive(
  actor: Actor | null,
  input: unknown,
): Promise<BackgroundImage> {
  requireRole(actor, 'admin');
  const { id, active } = parseInput(activeToggleSchema, input);
  return store.update(id, { active });
}

/** Deletes the image and its file. */
export async function deleteBackgroundImage(actor: Actor | null, id: unknown): Promise<void> {
  requireRole(actor, 'admin');
  await store.remove(parseInput(idSchema, id));
}
