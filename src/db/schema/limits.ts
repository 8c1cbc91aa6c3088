// Plain numbers, no Drizzle: the browser's form schemas import them too.

/** Longest value of each text column of the firm's settings and social links (columns and forms). */
export const SETTINGS_LIMITS = {
  firmName: 200,
  oabRegistration: 100,
  cnpj: 18,
  phone: 30,
  whatsappNumber: 15,
  email: 254,
  address: 300,
  dpoName: 200,
  socialPlatform: 30,
  socialUrl: 500,
} as const;

/** The privacy notice's version stored with each request ('2026-11-24'), and the retention bounds. */
export const PRIVACY_LIMITS = {
  noticeVersion: 20,
  minRetentionMonths: 1,
  maxRetentionMonths: 120,
  defaultRetentionMonths: 24,
} as const;

/** Longest value of each text column of the activity log (activity_log). */
export const ACTIVITY_LIMITS = {
  actorId: 64,
  kind: 30,
  entity: 40,
  entityId: 64,
  detail: 200,
} as const;
