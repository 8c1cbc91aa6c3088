import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import type { FooterDetails } from '@/components/site/site-footer';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { EMPTY_SITE_SETTINGS } from './defaults';
import { log } from '@/lib/server/log';

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
export const getSiteSettings = publicQuery(
  async (): Promise<SiteSettings> => {
    const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
    return pick(row ?? EMPTY_SITE_SETTINGS);
  },
  'site-settings',
  ['site_settings'],
  pick(EMPTY_SITE_SETTINGS),
);

/** getSiteSettings, or nothing filled in when the database cannot be read (logged). */
export async function getSiteSettingsOrDefaults(): Promise<SiteSettings> {
  try {
    return await getSiteSettings();
  } catch (error) {
    log.error({ err: error }, 'could not load the site settings');
    return pick(EMPTY_SITE_SETTINGS);
  }
}
