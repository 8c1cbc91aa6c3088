import { z } from 'zod';
import { SETTINGS_LIMITS } from '@/db/schema/limits';
import type { RequestOrigin } from '@/lib/shared/attribution';
import type { HeldSubscription } from '@/features/alerts/exports';

// 'Dados pessoais (LGPD)' of the requests inbox (issue 12): one person's data, found by e-mail.

export const LGPD_MESSAGES = {
  tabTitle: 'Dados pessoais (LGPD)',
  loadFailed: (detail: string) => `Erro ao carregar dados pessoais: ${detail}`,
  invalidEmail: 'Informe um e-mail válido',
  searchFailed: 'Erro ao buscar dados pessoais',
  nothingFound: 'Nenhum dado encontrado para este e-mail.',
  exportLabel: 'Exportar dados',
  exportFailed: 'Erro ao exportar dados',
  eraseLabel: 'Excluir dados',
  eraseTitle: 'Excluir dados pessoais',
  eraseConfirm: (email: string) =>
    `Excluir definitivamente todas as consultas, mensagens, agendamentos e notificações de ${email}? Esta ação não pode ser desfeita.`,
  erased: 'Dados excluídos com sucesso',
  eraseFailed: 'Erro ao excluir dados',
} as const;

/** The searched address: exact, compared without case (stored lower-cased only for the lookup). */
export const personalEmailSchema = z
  .string({ error: LGPD_MESSAGES.invalidEmail })
  .trim()
  .max(SETTINGS_LIMITS.email, LGPD_MESSAGES.invalidEmail)
  .pipe(z.email({ error: LGPD_MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

export interface HeldRequest {
  id: string;
  kind: 'consultation' | 'contact' | 'booking';
  name: string;
  companyName: string | null;
  email: string;
  phone: string | null;
  text: string;
  status: string;
  notificationState: string;
  notificationError: string | null;
  notifiedAt: string | null;
  privacyNoticeVersion: string | null;
  createdAt: string;
  /** Where the visit that sent it came from (issue 24); all null without the site's script. */
  origin: RequestOrigin;
  followUpOn: string | null;
  /** 'Notas internas': the staff's notes about it (issue 24). */
  notes: HeldNote[];
}

/** An internal note about a request: when, by whom (their e-mail), what. */
export interface HeldNote {
  createdAt: string;
  author: string | null;
  body: string;
}

/** A queued or failing notification job about one of the requests (graphile-worker). */
export interface HeldJob {
  id: string;
  key: string | null;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: string;
  createdAt: string;
}

/** An e-mail written to DATA_DIR/outbox (no SMTP, or SMTP down) about one of the requests. */
export interface HeldOutboxFile {
  file: string;
  date: string | null;
  subject: string;
  /** The file's JSON as written (the whole message). */
  content: unknown;
}

/** The rows of one content type that declares personal data (src/lib/shared/content-type.ts). */
export interface HeldContent {
  /** The type's name (its table). */
  type: string;
  /** Its label ('Depoimento'). */
  label: string;
  /** Each row as JSON, every column. */
  rows: Record<string, unknown>[];
}

/** Everything held for one e-mail address. */
export interface PersonalData {
  email: string;
  requests: HeldRequest[];
  /** Rows of the content types that declare personal data. */
  content: HeldContent[];
  jobs: HeldJob[];
  outboxFiles: HeldOutboxFile[];
  /** Client alert subscriptions (issue 35): the consent record, topics and alerts sent. */
  subscriptions: HeldSubscription[];
}

export interface ErasureResult {
  consultations: number;
  messages: number;
  bookings: number;
  /** Rows of the content types that declare personal data. */
  contentRows: number;
  jobs: number;
  outboxFiles: number;
  /** Client alert subscriptions (issue 35). */
  subscriptions: number;
}

/** One run of the daily retention job. */
export interface RetentionRunView {
  ranAt: string;
  retentionMonths: number;
  cutoff: string;
  consultationsDeleted: number;
  messagesDeleted: number;
  bookingsDeleted: number;
  outboxFilesDeleted: number;
}

export function personalDataFilename(today: string): string {
  return `dados-pessoais-${today}.json`;
}
