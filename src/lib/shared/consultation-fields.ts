// The spec's consultation fields (SPEC §5, §9) as zod/mini checks, shared by the consultation
// request (features/consultations) and the booking's form (features/booking, issue 23), which asks
// for the same fields with the same messages.
// A namespace import: through zod/mini's `z` export, esbuild would put all of zod (every locale) in
// the browser's bundle (src/enhance, issue 13).
import * as z from 'zod/mini';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from './text-rules';

export const CONSULTATION_MIN = { name: 2, phone: 10, caseSummary: 10 } as const;
export const CONSULTATION_MAX = {
  name: VISITOR_LIMITS.name,
  companyName: VISITOR_LIMITS.companyName,
  email: VISITOR_LIMITS.email,
  phone: VISITOR_LIMITS.phone,
  caseSummary: VISITOR_LIMITS.caseSummary,
} as const;

/** The spec's field messages. */
export const CONSULTATION_FIELD_MESSAGES = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  email: 'E-mail inválido',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  caseSummary: 'Por favor, forneça um breve resumo do seu caso',
} as const;

const M = CONSULTATION_FIELD_MESSAGES;

/** Refuses the NUL character before any other check (PostgreSQL cannot store it). */
const storable = () => z.refine<string>(isStorableText, { error: INVALID_CHARACTER, abort: true });

const tooLong = (field: string, max: number) =>
  z.maxLength(max, { error: `${field} pode ter no máximo ${max} caracteres.` });

/** name, company_name, email, phone, case_summary: the shape of a consultation form. */
export const consultationFields = {
  name: z
    .string({ error: M.name })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.name, { error: M.name, abort: true }),
      tooLong('O nome', CONSULTATION_MAX.name),
    ),
  company_name: z.optional(
    z.string().check(storable(), z.trim(), tooLong('O nome da empresa', CONSULTATION_MAX.companyName)),
  ),
  email: z
    .string({ error: M.email })
    .check(
      storable(),
      z.trim(),
      z.maxLength(CONSULTATION_MAX.email, { error: M.email, abort: true }),
      z.email({ error: M.email }),
    ),
  phone: z
    .string({ error: M.phone })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.phone, { error: M.phone, abort: true }),
      tooLong('O telefone', CONSULTATION_MAX.phone),
    ),
  case_summary: z
    .string({ error: M.caseSummary })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.caseSummary, { error: M.caseSummary, abort: true }),
      tooLong('O resumo', CONSULTATION_MAX.caseSummary),
    ),
};

/** The fields as a visitor sent them (after the checks). */
export interface ConsultationFields {
  name: string;
  company_name?: string | undefined;
  email: string;
  phone: string;
  case_summary: string;
}

/** SPEC §4: the WhatsApp message that follows a saved request. */
export function consultationWhatsappMessage(request: ConsultationFields, extra: string[] = []): string {
  return [
    'Olá! Gostaria de agendar uma consulta.',
    ...extra,
    '',
    `Nome: ${request.name}`,
    `Empresa: ${request.company_name || 'Não informada'}`,
    `E-mail: ${request.email}`,
    `Telefone: ${request.phone}`,
    `Resumo do caso: ${request.case_summary}`,
  ].join('\n');
}
