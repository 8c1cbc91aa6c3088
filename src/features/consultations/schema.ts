import { z } from 'zod';

// The consultation request form (SPEC §5, §9): one schema for the browser and the server.

export const CONSULTATION_MIN = { name: 2, phone: 10, caseSummary: 10 } as const;
export const CONSULTATION_MAX = {
  name: 200,
  companyName: 200,
  email: 254,
  phone: 30,
  caseSummary: 5000,
} as const;

export const CONSULTATION_MESSAGES = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  email: 'E-mail inválido',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  caseSummary: 'Por favor, forneça um breve resumo do seu caso',
  success: 'Solicitação enviada com sucesso!',
  failure: 'Erro ao enviar solicitação. Por favor, tente novamente.',
} as const;

const text = (message: string) => z.string({ error: message }).trim();
const tooLong = (field: string, max: number) => ({ error: `${field} pode ter no máximo ${max} caracteres.` });

export const consultationSchema = z.object({
  name: text(CONSULTATION_MESSAGES.name)
    .min(CONSULTATION_MIN.name, { error: CONSULTATION_MESSAGES.name })
    .max(CONSULTATION_MAX.name, tooLong('O nome', CONSULTATION_MAX.name)),
  company_name: z
    .string()
    .trim()
    .max(CONSULTATION_MAX.companyName, tooLong('O nome da empresa', CONSULTATION_MAX.companyName))
    .optional()
    .transform((value) => value || undefined),
  email: text(CONSULTATION_MESSAGES.email)
    .max(CONSULTATION_MAX.email, { error: CONSULTATION_MESSAGES.email })
    .pipe(z.email({ error: CONSULTATION_MESSAGES.email })),
  phone: text(CONSULTATION_MESSAGES.phone)
    .min(CONSULTATION_MIN.phone, { error: CONSULTATION_MESSAGES.phone })
    .max(CONSULTATION_MAX.phone, tooLong('O telefone', CONSULTATION_MAX.phone)),
  case_summary: text(CONSULTATION_MESSAGES.caseSummary)
    .min(CONSULTATION_MIN.caseSummary, { error: CONSULTATION_MESSAGES.caseSummary })
    .max(CONSULTATION_MAX.caseSummary, tooLong('O resumo', CONSULTATION_MAX.caseSummary)),
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
