// The consultation request form (SPEC §5, §9): one schema for the browser and the server.
// A namespace import: through zod/mini's `z` export, esbuild would put all of zod (every locale) in
// the browser's bundle (src/enhance, issue 13).
import * as z from 'zod/mini';
import { INVALID_CHARACTER, isStorableText } from '@/lib/shared/text-rules';
import { CONSULTATION_MAX, CONSULTATION_MESSAGES, CONSULTATION_MIN } from './messages';

export { CONSULTATION_MAX, CONSULTATION_MESSAGES, CONSULTATION_MIN };

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
