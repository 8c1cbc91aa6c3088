import { z } from 'zod';
import { INTAKE_LIMITS, PRIVACY_LIMITS, SETTINGS_LIMITS as MAX } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

/** The columns' lengths, for the form's maxLength. */
export { PRIVACY_LIMITS, SETTINGS_LIMITS } from '@/db/schema/limits';

// The firm's settings form (/admin/configuracoes, issue 10): one schema for the browser and the
// server. Every field may stay empty (the site then shows nothing for it); what is filled in must
// be valid: a CNPJ with the right check digits, a Brazilian WhatsApp number (kept as digits with
// the country code, as wa.me expects), e-mail addresses.

export const SETTINGS_MESSAGES = {
  screenTitle: 'Configurações do Escritório',
  submitLabel: 'Salvar Configurações',
  saved: 'Configurações salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações',
  loadFailed: 'Erro ao carregar configurações',
  cnpj: 'CNPJ inválido',
  phone: 'Telefone inválido: informe o DDD e o número',
  whatsapp: 'WhatsApp inválido: informe o DDD e o número, ex.: (11) 98765-4321',
  email: 'E-mail inválido',
  notificationEmails: 'Informe e-mails válidos separados por vírgula',
  tooManyEmails: 'Informe no máximo 10 e-mails',
  retentionMonths: `Informe um prazo entre ${PRIVACY_LIMITS.minRetentionMonths} e ${PRIVACY_LIMITS.maxRetentionMonths} meses`,
  visitRetentionMonths: `Informe um prazo entre ${INTAKE_LIMITS.minVisitRetentionMonths} e ${INTAKE_LIMITS.maxVisitRetentionMonths} meses`,
} as const;

export const MAX_NOTIFICATION_EMAILS = 10;

const tooLong = (label: string, max: number) => `${label} muito longo (máximo de ${max} caracteres).`;

/** A number of months within bounds; `fallback` when left empty. */
const months = (label: string, fallback: number, bounds: { min: number; max: number; message: string }) =>
  text(label, 10).transform((value, context) => {
    if (value === '') return fallback;
    const count = Number(value);
    if (/^\d+$/.test(value) && count >= bounds.min && count <= bounds.max) return count;
    context.addIssue({ code: 'custom', message: bounds.message });
    return z.NEVER;
  });

/** A trimmed text of at most `max` characters; '' when left empty. */
const text = (label: string, max: number) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().refine(isStorableText, INVALID_CHARACTER).max(max, tooLong(label, max)));

const isEmail = (value: string) => z.email().max(MAX.email).safeParse(value).success;

/** '' or a valid e-mail address. */
const email = (label: string) =>
  text(label, MAX.email).refine((value) => value === '' || isEmail(value), SETTINGS_MESSAGES.email);

// CNPJ check digits (Receita Federal): each character counts as its code minus 48, so the
// alphanumeric CNPJ issued from July 2026 is checked like the numeric one.
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(base: string): number {
  const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - base.length);
  const sum = [...base].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The CNPJ as 'XX.XXX.XXX/XXXX-XX' when its check digits are right; null otherwise. */
export function normalizeCnpj(value: string): string | null {
  const raw = value.toUpperCase().replace(/[.\/\-\s]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(raw) || /^(\d)\1{13}$/.test(raw)) return null;
  const first = checkDigit(raw.slice(0, 12));
  const second = checkDigit(raw.slice(0, 12) + first);
  if (raw.slice(12) !== `${first}${second}`) return null;
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
}

/**
 * A Brazilian phone as wa.me wants it: digits only, with the country code 55. Accepts '(11)
 * 98765-4321', '11 3456-7890', '+55 11 98765-4321', '011 98765 4321'. Null when it is not a
 * Brazilian number with area code (DDD).
 */
export function normalizeWhatsapp(value: string): string | null {
  let digits = value.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  // Area codes have no 0; mobiles have 9 digits starting with 9, landlines 8 starting with 2-5.
  if (!/^55[1-9]{2}(9\d{8}|[2-5]\d{7})$/.test(digits)) return null;
  return digits;
}

/** The list typed as 'a@x.com, b@y.com' (also ';' or new lines): trimmed, without repeats. */
export function parseEmailList(value: string): string[] {
  const seen = new Set<string>();
  return value
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export const settingsSchema = z.object({
  firm_name: text('Nome do escritório', MAX.firmName),
  oab_registration: text('Registro na OAB', MAX.oabRegistration),
  cnpj: text('CNPJ', 30).transform((value, context) => {
    if (value === '') return '';
    const cnpj = normalizeCnpj(value);
    if (cnpj) return cnpj;
    context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.cnpj });
    return z.NEVER;
  }),
  phone: text('Telefone', MAX.phone).refine(
    (value) => value === '' || value.replace(/\D/g, '').length >= 10,
    SETTINGS_MESSAGES.phone,
  ),
  whatsapp_number: text('WhatsApp', MAX.phone).transform((value, context) => {
    if (value === '') return '';
    const number = normalizeWhatsapp(value);
    if (number) return number;
    context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.whatsapp });
    return z.NEVER;
  }),
  email: email('E-mail de contato'),
  notification_emails: text('E-mails que recebem as solicitações', 2000).transform((value, context) => {
    const list = parseEmailList(value);
    if (list.some((item) => !isEmail(item)))
      context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.notificationEmails });
    else if (list.length > MAX_NOTIFICATION_EMAILS)
      context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.tooManyEmails });
    return list;
  }),
  address: text('Endereço', MAX.address),
  dpo_name: text('Encarregado de dados (DPO)', MAX.dpoName),
  dpo_email: email('E-mail do encarregado'),
  // LGPD (issue 12): requests older than this are deleted by the daily retention job; empty = 24.
  retention_months: months('Prazo de retenção (meses)', PRIVACY_LIMITS.defaultRetentionMonths, {
    min: PRIVACY_LIMITS.minRetentionMonths,
    max: PRIVACY_LIMITS.maxRetentionMonths,
    message: SETTINGS_MESSAGES.retentionMonths,
  }),
  // Issue 24: raw visits older than this are deleted daily (the daily aggregates stay); empty = 13.
  visit_retention_months: months('Retenção das visitas (meses)', INTAKE_LIMITS.defaultVisitRetentionMonths, {
    min: INTAKE_LIMITS.minVisitRetentionMonths,
    max: INTAKE_LIMITS.maxVisitRetentionMonths,
    message: SETTINGS_MESSAGES.visitRetentionMonths,
  }),
});

export type SettingsValues = z.output<typeof settingsSchema>;

/** The details a visitor needs to reach the firm; the admin is reminded until they are filled in. */
export function missingFirmDetails(settings: { firmName: string; email: string; phone: string }): boolean {
  return !settings.firmName || !settings.email || !settings.phone;
}

/** A Brazilian WhatsApp number (digits with 55) as people write it: '+55 (11) 98765-4321'. */
export function formatWhatsapp(digits: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : digits;
}
