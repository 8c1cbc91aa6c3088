import { UserError } from '@/lib/shared/action-result';
import { formatDateTime } from '@/lib/shared/dates';
import { FIRM_TIME_ZONE, fromFirmWallTime } from '@/lib/shared/firm-time';
import type { FormInput } from '@/lib/shared/form-data';

// A post's publication states (issue 22 §1, ADR 0016) and what the post form asks for with its
// buttons: 'Criar Post'/'Atualizar Post' publish at once, 'Salvar rascunho' keeps it unpublished,
// 'Agendar' publishes at 'Publicar em' (the firm's time, America/Sao_Paulo). Browser-safe.

export const POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_STATE_LABELS: Record<PostState, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendado',
  published: 'Publicado',
};

/** The submit button's `intent`: publish (the spec's button), draft or schedule. */
export const POST_INTENTS = ['publish', 'draft', 'schedule'] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

export const INTENT_FIELD = 'intent';
export const PUBLISH_AT_FIELD = 'publish_at';

export const PUBLISHING_MESSAGES = {
  saveDraft: 'Salvar rascunho',
  schedule: 'Agendar',
  unpublish: 'Despublicar',
  publishAt: 'Publicar em',
  publishAtHint: `Horário de Brasília (${FIRM_TIME_ZONE}).`,
  draftSaved: 'Rascunho salvo com sucesso!',
  scheduledSaved: 'Post agendado com sucesso!',
  unpublished: 'Post despublicado: voltou a ser rascunho.',
  unpublishFailed: 'Erro ao despublicar post',
  publishAtRequired: 'Informe a data e a hora de publicação',
  publishAtPast: 'A data de publicação deve estar no futuro',
  publishFailed: 'Falha ao publicar',
  failedBanner: (title: string, reason: string) => `Falha ao publicar “${title}”: ${reason}`,
  nextDraft: 'Próxima versão em rascunho',
  nextScheduled: (at: Date | string) => `Próxima versão agendada para ${formatDateTime(at)}`,
  scheduledFor: (at: Date | string) => `Publicação em ${formatDateTime(at)}`,
  filterLabel: 'Estado',
  filterAll: 'Todos',
} as const;

/**
 * The intent a form asked for, or null when it names none (a restore, a script): a new post is then
 * published, as the spec's button does, and an edit keeps the post's state.
 */
export function intentOf(input: FormInput): PostIntent | null {
  const value = input[INTENT_FIELD];
  return (POST_INTENTS as readonly unknown[]).includes(value) ? (value as PostIntent) : null;
}

/** The publication time of a form that asks to schedule: required, and in the future. */
export function publishAtOf(input: FormInput, now = new Date()): Date {
  const text = typeof input[PUBLISH_AT_FIELD] === 'string' ? (input[PUBLISH_AT_FIELD] as string) : '';
  const refuse = (message: string) => new UserError(message, { [PUBLISH_AT_FIELD]: message });
  if (!text.trim()) throw refuse(PUBLISHING_MESSAGES.publishAtRequired);
  const at = fromFirmWallTime(text);
  if (!at) throw refuse(PUBLISHING_MESSAGES.publishAtRequired);
  if (at.getTime() <= now.getTime()) throw refuse(PUBLISHING_MESSAGES.publishAtPast);
  return at;
}

/** 'Pré-visualizar' and the review link (issue 22 §2). */
export const PREVIEW_MESSAGES = {
  title: 'Pré-visualização',
  banner: 'Pré-visualização: este conteúdo não está publicado',
  invalid: 'Este link de pré-visualização não é válido ou expirou.',
  preview: 'Pré-visualizar',
  copyLink: 'Copiar link de revisão',
  linkLabel: 'Link de revisão',
  linkCopied: 'Link de revisão copiado: vale por 7 dias, sem conta.',
  linkReady: 'Link de revisão pronto: vale por 7 dias, sem conta.',
  failed: 'Erro ao gerar a pré-visualização',
} as const;
