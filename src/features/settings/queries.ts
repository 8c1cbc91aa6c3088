import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import type { FooterDetails } from '@/components/site/site-footer';
import { publicQuery } from '@/lib/server/cache';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { EMPTY_SITE_SETTINGS, type FirmSettings } from './defaults';
import { log } from '@/lib/server/log';

// The firm's settings as the rest of the app reads them (the one row of site_settings): other
// features read them only through these functions (src/features/settings/exports.ts), never the
// table (eslint.config.mjs).

/**
 * The settings as stored now, straight from the database (all empty before the first save): for
 * services and jobs, which must see a save at once, outside a request too. `db` is the transaction
 * to read in, if any.
 */
export async function readFirmSettings(db: Pick<Transaction, 'select'> = getDb()): Promise<FirmSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return { ...EMPTY_SITE_SETTINGS };
  const { id: _id, updatedAt: _at, updatedBy: _by, version: _version, ...settings } = row;
  return settings;
}

/**
 * The settings for the public pages, cached until a save of /admin/configuracoes (tag
 * 'site_settings', ADR 0004); all empty while `next build` prerenders.
 */
export const getFirmSettings = publicQuery(
  (): Promise<FirmSettings> => readFirmSettings(),
  'firm-settings',
  ['site_settings'],
  EMPTY_SITE_SETTINGS,
);

/** What the public site shows of the firm's settings; '' for what is not filled in. */
export interface SiteSettings extends FooterDetails {
  /** Digits with the country code, or ''. */
  whatsappNumber: string;
}

function pick(row: SiteSettings): SiteSettings {
  const { firmName, phone, whatsappNumber, email, address, cnpj, oabRegistration, dpoName, dpoEmail } = row;
  return { firmName, phone, whatsappNumber, email, address, cnpj, oabRegistration, dpoName, dpoEmail };
}

/** The firm's details (footer, chat button, structured data); empty until the admin fills them in. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return pick(await getFirmSettings());
}

/** getSiteSettings, or nothing filled in when the database cannot be read (logged). */
export async function getSiteSettingsOrDefaults(): Promise<SiteSettings> {
  try {
    return await getSiteSettings();
  } catch (error) {
    log.error({ err: error }, 'could not load the site settings');
    return pick(EMPTY_SITE_SETTINGS);
  }
}
