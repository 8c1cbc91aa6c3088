import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '@/db/schema';
import {
  normalizeCnpj,
  normalizeWhatsapp,
  parseEmailList,
  SETTINGS_MESSAGES,
} from '@/features/settings/schema';
import { getSettings, saveSettings } from '@/features/settings/service';
import { ForbiddenError, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';

const filled = {
  firm_name: '  Souza & Lima Advogados  ',
  oab_registration: 'OAB/SP 98.765',
  cnpj: '11222333000181',
  phone: '(11) 3333-4444',
  whatsapp_number: '(11) 98765-4321',
  email: 'contato@souzalima.example',
  notification_emails: 'ana@souzalima.example, bruno@souzalima.example ,ana@souzalima.example',
  address: 'Rua das Flores, 10, Curitiba - PR',
  dpo_name: 'Carla Dias',
  dpo_email: 'dpo@souzalima.example',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

/** Saves the form as read now: with the settings' current version (ADR 0015). */
const save = async (actor: Actor | null, fields: Record<string, string>) =>
  saveSettings(actor, { ...fields, version: (await getSettings(admin)).version });

describe('settings service', () => {
  it('starts empty: nothing made up', async () => {
    expect(await getSettings(admin)).toMatchObject({
      firmName: '',
      phone: '',
      whatsappNumber: '',
      email: '',
      notificationEmails: [],
      address: '',
      cnpj: '',
    });
  });

  it('stores the form: CNPJ formatted, WhatsApp as digits with 55, the list of e-mails without repeats', async () => {
    const saved = await save(admin, filled);
    expect(saved).toMatchObject({
      firmName: 'Souza & Lima Advogados',
      oabRegistration: 'OAB/SP 98.765',
      cnpj: '11.222.333/0001-81',
      phone: '(11) 3333-4444',
      whatsappNumber: '5511987654321',
      email: 'contato@souzalima.example',
      notificationEmails: ['ana@souzalima.example', 'bruno@souzalima.example'],
      address: 'Rua das Flores, 10, Curitiba - PR',
      dpoName: 'Carla Dias',
      dpoEmail: 'dpo@souzalima.example',
    });
    // One row, updated in place; emptied fields are stored empty.
    const again = await save(admin, { ...filled, address: '', whatsapp_number: '' });
    expect(again).toMatchObject({ address: '', whatsappNumber: '' });
    expect(await getDb().select().from(siteSettings)).toHaveLength(1);
    const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
    expect(row!.firmName).toBe('Souza & Lima Advogados');
  });

  it('refuses a CNPJ with wrong check digits', async () => {
    for (const cnpj of ['11.222.333/0001-82', '11111111111111', '123', '11.222.333/0001-8A']) {
      const refusal = await refusalOf(save(admin, { ...filled, cnpj }));
      expect(refusal.fieldErrors).toEqual({ cnpj: SETTINGS_MESSAGES.cnpj });
    }
    // The alphanumeric CNPJ (from July 2026) is checked the same way.
    expect(normalizeCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    expect(normalizeCnpj('12ABC34501DE36')).toBeNull();
  });

  it('accepts a formatted Brazilian WhatsApp number and stores its digits with the country code', () => {
    for (const typed of [
      '(11) 98765-4321',
      '11 98765 4321',
      '+55 (11) 98765-4321',
      '5511987654321',
      '011 98765-4321',
    ])
      expect(normalizeWhatsapp(typed), typed).toBe('5511987654321');
    expect(normalizeWhatsapp('(21) 3456-7890')).toBe('552134567890');
    for (const typed of ['98765-4321', '(00) 98765-4321', '+1 415 555 0100', 'abc'])
      expect(normalizeWhatsapp(typed), typed).toBeNull();
  });

  it('refuses a WhatsApp number without area code and invalid e-mails, at their fields', async () => {
    const refusal = await refusalOf(
      save(admin, {
        ...filled,
        whatsapp_number: '98765-4321',
        email: 'contato',
        notification_emails: 'ana@souzalima.example, não é e-mail',
        dpo_email: 'dpo@',
        phone: '1234',
      }),
    );
    expect(refusal.fieldErrors).toEqual({
      whatsapp_number: SETTINGS_MESSAGES.whatsapp,
      email: SETTINGS_MESSAGES.email,
      notification_emails: SETTINGS_MESSAGES.notificationEmails,
      dpo_email: SETTINGS_MESSAGES.email,
      phone: SETTINGS_MESSAGES.phone,
    });
  });

  it('parses the notification e-mails: commas (also ; or new lines), blanks and repeats dropped', async () => {
    expect(parseEmailList(' a@x.example,, b@y.example ; A@x.example\nc@z.example ')).toEqual([
      'a@x.example',
      'b@y.example',
      'c@z.example',
    ]);
    expect(parseEmailList('')).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@x.example`).join(',');
    expect((await refusalOf(save(admin, { ...filled, notification_emails: eleven }))).fieldErrors).toEqual({
      notification_emails: SETTINGS_MESSAGES.tooManyEmails,
    });
  });

  it('keeps requests 24 months unless told otherwise, within 1 to 120 months (LGPD retention)', async () => {
    expect((await save(admin, filled)).retentionMonths).toBe(24);
    expect((await save(admin, { ...filled, retention_months: ' 6 ' })).retentionMonths).toBe(6);
    for (const bad of ['0', '121', '2.5', 'seis']) {
      const refusal = await refusalOf(save(admin, { ...filled, retention_months: bad }));
      expect(refusal.fieldErrors).toEqual({ retention_months: SETTINGS_MESSAGES.retentionMonths });
    }
    expect((await getSettings(admin)).retentionMonths).toBe(6);
  });

  it('keeps raw visits 13 months unless told otherwise, within 1 to 120 months (issue 24)', async () => {
    expect((await save(admin, filled)).visitRetentionMonths).toBe(13);
    const saved = await save(admin, { ...filled, visit_retention_months: '24' });
    expect(saved.visitRetentionMonths).toBe(24);
    for (const bad of ['0', '121', 'treze']) {
      const refusal = await refusalOf(save(admin, { ...filled, visit_retention_months: bad }));
      expect(refusal.fieldErrors).toEqual({ visit_retention_months: SETTINGS_MESSAGES.visitRetentionMonths });
    }
  });

  it('refuses text longer than its column', async () => {
    const refusal = await refusalOf(save(admin, { ...filled, address: 'x'.repeat(301) }));
    expect(refusal.fieldErrors).toEqual({ address: 'Endereço muito longo (máximo de 300 caracteres).' });
  });

  it('lets admins and super_admins read and save; refuses users and visitors', async () => {
    const superAdmin = await actorWithRole('super_admin');
    await expect(save(superAdmin, { ...filled, firm_name: 'Pelo super' })).resolves.toMatchObject({
      firmName: 'Pelo super',
    });
    const user = await actorWithRole('user');
    for (const actor of [user, null]) {
      await expect(getSettings(actor)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(save(actor, { ...filled, firm_name: 'Intruso' })).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await getSettings(admin)).firmName).toBe('Pelo super');
  });
});
