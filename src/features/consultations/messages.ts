// The consultation form's messages and limits (SPEC §5, §9), apart from its schema so the form's
// first load carries no zod: the schema is loaded when the form is first sent (issue 13). The
// field messages are shared with the booking form (src/lib/shared/consultation-fields.ts).

import { CONSULTATION_FIELD_MESSAGES } from '@/lib/shared/consultation-fields';

export { CONSULTATION_MAX, CONSULTATION_MIN } from '@/lib/shared/consultation-fields';

export const CONSULTATION_MESSAGES = {
  ...CONSULTATION_FIELD_MESSAGES,
  success: 'Solicitação enviada com sucesso!',
  failure: 'Erro ao enviar solicitação. Por favor, tente novamente.',
} as const;
