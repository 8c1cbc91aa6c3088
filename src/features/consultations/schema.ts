import { z } from 'zod/mini';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

// The consultation request form (SPEC §5, §9): one schema for the browser and the server.

export const CONSULTATION_MIN = { name: 2, phone: 10, caseSummary: 10 } as const;
export const CONSULTATION_MAX = {
  name: VISITOR_LIMITS.name,
  companyName: VISITOR_LIMITS.companyName,
  email: VISITOR_LIMITS.email,
  phone: VISITOR_LIMITS.phone,
  caseSummary: VISITOR_LIMITS.caseSummary,
} as const;

export const CONSULTATION_MESSAGES = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  email: 'E-mail inválido',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  caseSummary: 'Por favor, forneça um breve resumo do seu caso',
  success: 'Solicitação enviada com sucesso!',
  failure: 'Erro ao enviar solicitação. Por favor, tente novamente.',
} as const;

/** Refuses the NUL character before any other check (PostgreSQL cannot store it). */
const storable = () => z.refine<string>(isStorableText, { error: INVALID_CHARACTER, abort: true });

const tooLong = (field: string, max: number) =>
  z.maxLength(max, { error: `${field} pode ter no máximo ${max} caracteres.` });

export const consultationSchema = z.object({
  name: z
    .string({ error: CONSULTATION_MESSAGES.name })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.name, { error: CONSULTATION_MESSAGES.name, abort: true }),
      tooLong('O nome', CONSULTATION_MAX.name),
    ),
  company_name: z.optional(
    z.string().check(storable(), z.trim(), tooLong('O nome da empresa', CONSULTATION_MAX.companyName)),
  ),
  email: z
    .string({ error: CONSULTATION_MESSAGES.email })
    .check(
      storable(),
      z.trim(),
      z.maxLength(CONSULTATION_MAX.email, { error: CONSULTATION_MESSAGES.email, abort: true }),
      z.email({ error: CONSULTATION_MESSAGES.email }),
    ),
  phone: z
    .string({ error: CONSULTATION_MESSAGES.phone })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.phone, { error: CONSULTATION_MESSAGES.phone, abort: true }),
      tooLong('O telefone', CONSULTATION_MAX.phone),
    ),
  case_summary: z
    .string({ error: CONSULTATION_MESSAGES.caseSummary })
    .check(
      storable(),
      z.trim(),
      z.minLength(CONSULTATION_MIN.caseSummary, { error: CONSULTATION_MESSAGES.caseSummary, abort: true }),
      tooLong('O resumo', CONSULTATION_MAX.caseSummary),
    ),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;

/** SPEC §4: the WhatsApp message that follows a saved request. */
export function consultationWhatsappMessage(request: ConsultationInput): string {
  return [
    'Olá! Gostaria de agendar uma consulta.',
    '',
    `Nome: ${request.name}`,
    `Empresa: ${request.company_name || 'Não informada'}`,
    `E-mail: ${request.email}`,
    `Telefone: ${request.phone}`,
    `Resumo do caso: ${request.case_summary}`,
  ].join('\n');
}
