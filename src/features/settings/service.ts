import 'server-only';
import { eq } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import { parseInput } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { writeRecorded } from '@/lib/server/activity';
import { invalidate } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import type { FormInput } from '@/lib/shared/form-data';
import { EMPTY_SITE_SETTINGS, type FirmSettings } from './defaults';
import { settingsSchema } from './schema';

// The firm's settings in the back office (issue 10): admins and super_admins read and save them;
// a save expires the public pages that show them (footer, chat button, structured data).

export type AdminSettings = FirmSettings & { updatedAt: Date | null };

async function readRow(): Promise<AdminSettings> {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return { ...EMPTY_SITE_SETTINGS, updatedAt: null };
  const { id: _id, ...settings } = row;
  return settings;
}

/** The settings as stored (all empty before the first save). */
export async function getSettings(actor: Actor | null): Promise<AdminSettings> {
  requirePermission(actor, 'settings.write');
  return readRow();
}

/** Validates the form and stores it as the single settings row. */
export async function saveSettings(actor: Actor | null, input: FormInput): Promise<AdminSettings> {
  const by = requirePermission(actor, 'settings.write');
  const form = parseInput(settingsSchema, input);
  const values = {
    firmName: form.firm_name,
    oabRegistration: form.oab_registration,
    cnpj: form.cnpj,
    phone: form.phone,
    whatsappNumber: form.whatsapp_number,
    email: form.email,
    notificationEmails: form.notification_emails,
    address: form.address,
    dpoName: form.dpo_name,
    dpoEmail: form.dpo_email,
    retentionMonths: form.retention_months,
    visitRetentionMonths: form.visit_retention_months,
    updatedAt: new Date(),
  };
  await writeRecorded(
    (tx) =>
      tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: values }),
    () => ({ actorId: by.userId, kind: 'update', entity: 'site_settings', entityId: '1' }),
  );
  invalidate('site_settings');
  return readRow();
}
