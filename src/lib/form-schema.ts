import type { core } from 'zod/mini';
import { UserError } from '@/lib/action-result';

// Public forms use zod/mini schemas (a fraction of zod's size in the browser bundle); the same schema
// validates in the browser and on the server.

/** The first message of each field of a failed parse. */
export function formErrors(error: core.$ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    result[field] ??= issue.message;
  }
  return result;
}

/** Parses with the form's schema; a failure becomes a UserError with the field messages. */
export function parseForm<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const result = (
    schema as unknown as { safeParse(input: unknown): core.util.SafeParseResult<core.output<S>> }
  ).safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = formErrors(result.error);
  throw new UserError(Object.values(fieldErrors)[0] ?? 'Dados inválidos', fieldErrors);
}
