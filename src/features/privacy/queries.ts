import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import { INTAKE_LIMITS, PRIVACY_LIMITS } from '@/db/schema/limits';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import type { PrivacyDetails } from '@/components/site/privacy-notice';
import { log } from '@/lib/server/log';

const EMPTY: PrivacyDetails = {
  firmName: '',
  cnpj: '',
  address: '',
  email: '',
  dpoName: '',
  dpoEmail: '',
  retentionMonths: PRIVACY_LIMITS.defaultRetentionMonths,
  visitRetentionMonths: INTAKE_LIMITS.defaultVisitRetentionMonths,
};

/**
 * The settings the privacy notice names. Tagged 'site_settings', so a save of /admin/configuracoes
 * expires /privacidade like every other page showing the firm's details.
 */
export const getPrivacyDetails = publicQuery(
  async (): Promise<PrivacyDetails> => {
    const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!row) return EMPTY;
    const { firmName, cnpj, address, email, dpoName, dpoEmail, retentionMonths, visitRetentionMonths } = row;
    return { firmName, cnpj, address, email, dpoName, dpoEmail, retentionMonths, visitRetentionMonths };
  },
  'privacy-details',
  ['site_settings'],
  EMPTY,
);

/** getPrivacyDetails, or the defaults when the database cannot be read (logged). */
export async function getPrivacyDetailsOrDefaults(): Promise<PrivacyDetails> {
  try {
    return await getPrivacyDetails();
  } catch (error) {
    log.error({ err: error }, 'could not load the privacy settings');
    return EMPTY;
  }
}
