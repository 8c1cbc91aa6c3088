import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/shared/locale';
// The client alerts' words and limits (issue 35), apart from the schema so a page's first load
// carries no zod (the subscribe form's script loads the schema when it is first sent).

import { ALERT_AREA_SLUGS, ALERT_LIMITS } from '@/db/schema/limits';

export { ALERT_LIMITS };

/** The six practice areas (SPEC §2, features/services-catalog): a subscriber's and a post's topics. */
export const ALERT_TOPICS = [
  { slug: 'advocacia-empresarial', title: 'Advocacia Empresarial' },
  { slug: 'advocacia-tributaria', title: 'Advocacia Tributária' },
  { slug: 'recuperacao-judicial', title: 'Recuperação Judicial' },
  { slug: 'direito-sucessoes', title: 'Direito das Sucessões' },
  { slug: 'direito-imobiliario', title: 'Direito Imobiliário' },
  { slug: 'direito-consumidor', title: 'Direito do Consumidor' },
] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number]['slug'];
export const ALERT_TOPIC_SLUGS: readonly string[] = ALERT_AREA_SLUGS;

/** A topic's checkbox in a form: one field per area (a plain post keeps one value per name). */
export const topicField = (slug: string) => `topic_${slug}`;

/** The languages an alert may be in: the site's (SITE_LANGUAGES chooses which are offered). */
export const ALERT_LANGUAGES = LOCALES;
export type AlertLanguage = Locale;
export const DEFAULT_ALERT_LANGUAGE: AlertLanguage = DEFAULT_LOCALE;

/** The language choice's options, each named in its own language. */
export const ALERT_LANGUAGE_OPTIONS = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'en', label: 'English' },
] as const satisfies readonly { value: AlertLanguage; label: string }[];

// The form's and the subscriber's pages' words are in the catalogue (`alerts.*`, in each language:
// src/features/alerts/texts.ts); the schema's messages and the form's answers stay here.
export const ALERT_MESSAGES = {
  subscribed: 'Enviamos um e-mail para confirmar sua inscrição.',
  failure: 'Erro ao enviar inscrição. Por favor, tente novamente.',
  required: 'O e-mail é obrigatório',
  invalidEmail: 'E-mail inválido',
  nameTooLong: `O nome pode ter no máximo ${ALERT_LIMITS.name} caracteres.`,
} as const;

/** The admin screen's words (/admin/informativos). */
export const ALERT_ADMIN = {
  title: 'Informativos',
  loadFailed: () => 'Erro ao carregar informativos',
  statuses: {
    pending: 'Aguardando confirmação',
    confirmed: 'Confirmado',
    left: 'Saiu',
    suspended: 'Suspenso',
  },
  added: 'Inscrito adicionado.',
  addFailed: (reason: string) => `Erro ao adicionar inscrito: ${reason}`,
  legalBasisRequired: 'Informe a base legal (LGPD art. 7) para adicionar alguém à mão.',
  alreadyThere: 'Este e-mail já está na lista.',
  leftBefore: 'Este e-mail cancelou a inscrição: não pode ser adicionado à mão.',
  sendLabel: 'Enviar como informativo',
  sendConfirm: (count: number) =>
    count === 1 ? 'Enviar este post para 1 inscrito?' : `Enviar este post para ${count} inscritos?`,
  sentBefore: (date: string) => `Este post já foi enviado em ${date}. Enviar de novo?`,
  queued: 'Informativo programado.',
  sendFailed: (reason: string) => `Erro ao enviar informativo: ${reason}`,
  notPublished: 'Só um post publicado pode ser enviado como informativo.',
  noSchedule: 'Este post não tem publicação agendada.',
  timeRequired: 'Escolha a data e a hora do envio.',
  timeInPast: 'Escolha uma data e hora futuras.',
} as const;
