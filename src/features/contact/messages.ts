// The contact form's messages and limits (SPEC §5), apart from its schema so the form's first
// load carries no zod: the schema is loaded when the form is first sent (issue 13).

import { VISITOR_LIMITS } from '@/db/schema/limits';

export const CONTACT_REQUIRED = 'Por favor, preencha todos os campos';
export const CONTACT_INVALID_EMAIL = 'E-mail inválido';
export const CONTACT_SUCCESS = 'Mensagem enviada com sucesso!';
export const CONTACT_FAILURE = 'Erro ao enviar mensagem. Por favor, tente novamente.';

export const CONTACT_LIMITS = {
  name: VISITOR_LIMITS.name,
  email: VISITOR_LIMITS.email,
  message: VISITOR_LIMITS.message,
} as const;
