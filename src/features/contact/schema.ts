import { z } from 'zod/mini';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';

// The contact form (SPEC §5): one schema for the browser and the server.

export const CONTACT_REQUIRED = 'Por favor, preencha todos os campos';
export const CONTACT_INVALID_EMAIL = 'E-mail inválido';
export const CONTACT_SUCCESS = 'Mensagem enviada com sucesso!';
export const CONTACT_FAILURE = 'Erro ao enviar mensagem. Por favor, tente novamente.';

export const CONTACT_LIMITS = {
  name: VISITOR_LIMITS.name,
  email: VISITOR_LIMITS.email,
  message: VISITOR_LIMITS.message,
} as const;

const required = (max: number, tooLong: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z
    .string({ error: CONTACT_REQUIRED })
    .check(
      z.trim(),
      z.refine(isStorableText, { error: INVALID_CHARACTER, abort: true }),
      z.minLength(1, { error: CONTACT_REQUIRED, abort: true }),
      z.maxLength(max, { error: tooLong }),
      ...checks,
    );

export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name, `O nome pode ter no máximo ${CONTACT_LIMITS.name} caracteres.`),
  email: required(
    CONTACT_LIMITS.email,
    CONTACT_INVALID_EMAIL,
    z.email({ error: CONTACT_INVALID_EMAIL, abort: true }),
  ),
  message: required(
    CONTACT_LIMITS.message,
    `A mensagem pode ter no máximo ${CONTACT_LIMITS.message} caracteres.`,
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
