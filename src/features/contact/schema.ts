// The contact form (SPEC §5): one schema for the browser and the server.
// A namespace import: through zod/mini's `z` export, esbuild would put all of zod (every locale) in
// the browser's bundle (src/enhance, issue 13).
import * as z from 'zod/mini';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';
import {
  CONTACT_FAILURE,
  CONTACT_INVALID_EMAIL,
  CONTACT_LIMITS,
  CONTACT_REQUIRED,
  CONTACT_SUCCESS,
} from './messages';

export { CONTACT_FAILURE, CONTACT_INVALID_EMAIL, CONTACT_LIMITS, CONTACT_REQUIRED, CONTACT_SUCCESS };

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
