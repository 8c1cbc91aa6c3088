import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { logos } from '@/db/schema';
import { requireRole, type Actor } from '@/lib/auth/roles';
import { invalidate } from '@/lib/cache';
import { parseInput } from '@/lib/action-result';
import { getDb, type Database } from '@/lib/db/client';
import type { FormInput } from '@/lib/form-data';
import { checkImage, discardFiles, storeImage, type ImageRule } from '@/lib/uploads';
import { LOGO_FIELD, LOGO_MAX_BYTES, LOGO_MESSAGES, logoUploadSchema } from './schema';

// The main logo: uploads are kept, exactly one row is active (logos_single_active_idx).

export const LOGO_RULE: ImageRule = {
  field: LOGO_FIELD,
  bucket: 'photos',
  prefix: 'logos/',
  maxBytes: LOGO_MAX_BYTES,
  tooLargeMessage: LOGO_MESSAGES.tooLarge,
  requiredMessage: LOGO_MESSAGES.fileRequired,
};

// Serializes logo switches across connections and app instances (any constant; same everywhere).
const LOGO_SWITCH_LOCK = 7_274_601;

export interface Logo {
  id: string;
  url: string;
}

/**
 * Makes `url` the one active logo: in one transaction, under a transaction-scoped advisory lock,
 * the active logo becomes inactive and the new one is inserted active. The lock makes concurrent
 * uploads take turns (each sees the one before it committed), so they all succeed and the partial
 * unique index never sees two active rows. A row lock (select … for update) would not be enough:
 * the second transaction would find no active row left to lock and insert a second one.
 */
export async function activateNewLogo(db: Database, url: string): Promise<Logo> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGO_SWITCH_LOCK})`);
    await tx.update(logos).set({ active: false }).where(eq(logos.active, true));
    const [created] = await tx
      .insert(logos)
      .values({ url, active: true })
      .returning({ id: logos.id, url: logos.url });
    return created!;
  });
}

/** The active logo for the admin preview, or null. */
export async function getActiveLogo(actor: Actor | null): Promise<Logo | null> {
  requireRole(actor, 'admin');
  const [row] = await getDb()
    .select({ id: logos.id, url: logos.url })
    .from(logos)
    .where(eq(logos.active, true))
    .orderBy(desc(logos.createdAt))
    .limit(1);
  return row ?? null;
}

/** Stores the uploaded image under photos/logos/ and makes it the active logo. */
export async function uploadLogo(actor: Actor | null, input: FormInput): Promise<Logo> {
  requireRole(actor, 'admin');
  const { [LOGO_FIELD]: file } = parseInput(logoUploadSchema, input);
  const image = await checkImage(file, LOGO_RULE);
  const url = await storeImage(image!);
  let logo: Logo;
  try {
    logo = await activateNewLogo(getDb(), url);
  } catch (error) {
    await discardFiles(url);
    throw error;
  }
  invalidate('logos');
  return logo;
}
