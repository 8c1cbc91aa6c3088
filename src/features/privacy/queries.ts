import 'server-only';
import { INTAKE_LIMITS, PRIVACY_LIMITS } from '@/db/schema/limits';
import { getFirmSettings } from '@/features/settings/exports';
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
 * The settings the privacy notice names, from the cached settings (tag 'site_settings'), so a save
 * of /admin/configuracoes expires /privacidade like every other page showing the firm's details.
 */
export async function getPrivacyDetails(): Promise<PrivacyDetails> {
  const { firmName, cnpj, address, email, dpoName, dpoEmail, retentionMonths, visitRetentionMonths } =
    await getFirmSettings();
  return { firmName, cnpj, address, email, dpoName, dpoEmail, retentionMonths, visitRetentionMonths };
}

/** getPrivacyDetails, or the defaults when the database cannot be read (logged). */
export async function getPrivacyDetailsOrDefaults(): Promise<PrivacyDetails> {
  try {
    return await getPrivacyDetails();
  } catch (error) {
    log.error({ err: error }, 'could not load the privacy settings');
    return EMPTY;
  }
}
