import type { siteSettings } from '@/db/schema';
import { INTAKE_LIMITS, PRIVACY_LIMITS } from '@/db/schema/limits';

/**
 * A site's settings before the firm fills them in: all empty, so the site shows no made-up phone,
 * address or WhatsApp (issue 10). The admin fills them in /admin/configuracoes.
 */
export const EMPTY_SITE_SETTINGS = {
  firmName: '',
  oabRegistration: '',
  cnpj: '',
  phone: '',
  whatsappNumber: '',
  email: '',
  notificationEmails: [] as string[],
  address: '',
  dpoName: '',
  dpoEmail: '',
  retentionMonths: PRIVACY_LIMITS.defaultRetentionMonths as number,
  visitRetentionMonths: INTAKE_LIMITS.defaultVisitRetentionMonths as number,
} satisfies Omit<typeof siteSettings.$inferInsert, 'id' | 'updatedAt'>;

export type FirmSettings = typeof EMPTY_SITE_SETTINGS;
