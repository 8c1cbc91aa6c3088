// The consultation form's messages and limits (SPEC §5, §9), apart from its schema so the form's
// first load carries no zod: the schema is loaded when the form is first sent (issue 13).

import { VISITOR_LIMITS } from '@/db/schema/limits';

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
