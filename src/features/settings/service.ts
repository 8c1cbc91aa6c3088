import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '@/db/schema';
import { parseInput } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { writeRecorded } from '@/lib/server/activity';
import { invalidate } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { EMPTY_SITE_SETTINGS, type FirmSettings } from './defaults';
import { SETTINGS_MESSAGES, settingsSchema } from './schema';
import { conflictOf, expectedVersionOf } from '@/lib/server/content-conflict';
import type { VersionedInput } from '@/lib/shared/editorial';

// The firm's settings in the back office (issue 10): admins and super_admins read and save them;
// a save expires the public pages that show them (footer, chat button, structured data).

/** The settings with the version the form carries (ADR 0015); version 0 before the first save. */
export type AdminSettings = FirmSettings & { updatedAt: Date | null; version: number };

async function readRow(): Promise<AdminSettings> {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return { ...EMPTY_SITE_SETTINGS, updatedAt: null, version: 0 };
  const { id: _id, updatedBy: _by, ...settings } = row;
  return settings;
}

/** The settings as stored (all empty before the first save). */
export async function getSettings(actor: Actor | null): Promise<AdminSettings> {
  requirePermission(actor, 'settings.write');
  return readRow();
}

/**
 * Validates the form and stores it as the single settings row. The form's `version` (0 before the
 * first save) is required: refused without one, and with a ConflictError when someone saved since
 * the form was opened.
 */
export async function saveSettings(actor: Actor | null, input: VersionedInput): Promise<AdminSettings> {
  const by = requirePermission(actor, 'settings.write');
  const expected = expectedVersionOf(input);
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
    updatedBy: by.userId,
  };
  await writeRecorded(
    async (tx) => {
      const [saved] = await tx
        .insert(siteSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { ...values, version: sql`${siteSettings.version} + 1` },
          setWhere: eq(siteSettings.version, expected),
        })
        .returning({ id: siteSettings.id });
      if (!saved) throw await conflictOf(siteSettings, 1, SETTINGS_MESSAGES.saveFailed);
    },
    () => ({ actorId: by.userId, kind: 'update', entity: 'site_settings', entityId: '1' }),
  );
  invalidate('site_settings');
  return readRow();
}
