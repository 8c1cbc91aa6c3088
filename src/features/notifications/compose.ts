import type { MailMessage } from '@/lib/server/mail/mailer';
import { formatDateTime } from '@/lib/shared/dates';
import type { Locale } from '@/lib/shared/locale';

// The firm's e-mail about a new request: every field the visitor sent, Reply-To the visitor.

export interface ConsultationNotice {
  kind: 'consultation';
  name: string;
  companyName: string | null;
  email: string;
  phone: string;
  caseSummary: string;
  createdAt: Date;
  /** The language of the page the visitor used (ADR 0027); Portuguese when absent. */
  language?: Locale;
}

export interface ContactNotice {
  kind: 'contact';
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  language?: Locale;
}

export type RequestNotice = ConsultationNotice | ContactNotice;

export function notificationSubject(request: RequestNotice): string {
  return request.kind === 'consultation'
    ? `Nova solicitação de consulta: ${request.name}`
    : `Nova mensagem de contato: ${request.name}`;
}

/**
 * The visitor's language, said when it is not Portuguese (ADR 0027): the e-mail stays in Portuguese
 * and a request sent from the English site is answered in English.
 */
const languageLines = (request: RequestNotice): string[] =>
  request.language === 'en' ? ['Idioma do visitante: inglês (enviado pelo site em inglês)'] : [];

function body(request: RequestNotice, firmName: string): string {
  const received = `Recebida pelo site${firmName ? ` ${firmName}` : ''} em ${formatDateTime(request.createdAt)}.`;
  if (request.kind === 'consultation') {
    return [
      'Nova solicitação de consulta.',
      received,
      ...languageLines(request),
      '',
      `Nome: ${request.name}`,
      `Empresa: ${request.companyName || 'Não informada'}`,
      `E-mail: ${request.email}`,
      `Telefone: ${request.phone}`,
      '',
      'Resumo do caso:',
      request.caseSummary,
      '',
      'Responda a este e-mail para escrever ao cliente.',
    ].join('\n');
  }
  return [
    'Nova mensagem de contato.',
    received,
    ...languageLines(request),
    '',
    `Nome: ${request.name}`,
    `E-mail: ${request.email}`,
    '',
    'Mensagem:',
    request.message,
    '',
    'Responda a este e-mail para escrever ao remetente.',
  ].join('\n');
}

export function composeNotification(
  request: RequestNotice,
  recipients: string[],
  firmName: string,
): MailMessage {
  return {
    to: recipients.join(', '),
    replyTo: request.email,
    aboutEmail: request.email,
    subject: notificationSubject(request),
    text: `${body(request, firmName)}\n`,
  };
}
