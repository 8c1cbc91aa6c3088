import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import { publicQuery } from '@/lib/cache';
import { getDb } from '@/lib/db/client';
import { DEFAULT_SITE_SETTINGS } from './defaults';

export interface SiteSettings {
  firmName: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  address: string;
  cnpj: string;
  oabRegistration: string;
}

function pick(row: typeof DEFAULT_SITE_SETTINGS): SiteSettings {
  const { firmName, phone, whatsappNumber, email, address, cnpj, oabRegistration } = row;
  return { firmName, phone, whatsappNumber, email, address, cnpj, oabRegistration };
}

/** The firm's details (footer, chat button, structured data); the defaults until the row exists. */
export const getSiteSettings = publicQuery(
  async (): Promise<SiteSettings> => {
    const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
    return pick(row ?? DEFAULT_SITE_SETTINGS);
  },
  'site-settings',
  ['site_settings'],
  pick(DEFAULT_SITE_SETTINGS),
);

/** getSiteSettings, or the defaults when the database cannot be read (logged). */
export async function getSiteSettingsOrDefaults(): Promise<SiteSettings> {
  try {
    return await getSiteSettings();
  } catch (error) {
    console.error('[settings] could not load the site settings:', error);
    return pick(DEFAULT_SITE_SETTINGS);
  }
}
