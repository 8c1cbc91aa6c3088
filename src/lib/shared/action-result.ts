import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { ForbiddenError } from '@/lib/shared/auth/errors';
import './zod-locale';
import type { OabFinding } from '@/lib/shared/oab-expressions';

// What every server action returns to its form: the form shows `message` as the spec's toast and
// `fieldErrors` at the fields. Services throw; actions turn that into a result here, once.
// A success may carry `warnings`: advice about what was saved (the bar's advertising rules,
// src/lib/shared/oab-expressions.ts) that the form shows without undoing the save.

export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string; warnings?: OabFinding[] }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** A refusal the user can act on (bad input, a limit); its message is shown as it is. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** A form's schema, written with zod or zod/mini (the public forms use the smaller zod/mini). */
export type FormSchema = $ZodType;

/** The first message of each field of a failed parse (zod or zod/mini). */
export function fieldErrorsOf(error: $ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    result[field] ??= issue.message;
  }
  return result;
}

/** Checks input with a form's schema: its data, or the first message of each field that failed. */
export function checkInput<S extends FormSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const result = safeParse(schema, input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** Parses with the form's own schema; a failure becomes a UserError with the field messages. */
export function parseInput<S extends FormSchema>(schema: S, input: unknown): output<S> {
  const result = checkInput(schema, input);
  if (result.ok) return result.data;
  throw new UserError(Object.values(result.fieldErrors)[0] ?? 'Dados inválidos', result.fieldErrors);
}

/**
 * Runs a service call for an action. `failure` is the spec's error toast for this operation
 * (e.g. 'Erro ao salvar post'); unexpected errors are logged once and never leak details.
 */
export async function runAction<T>(
  failure: string,
  work: () => Promise<T>,
  success?: string,
  report?: ReportError,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work(), message: success };
  } catch (error) {
    return failureOf(error, failure, report);
  }
}

/** Logs an unexpected error once, where it is handled (the server passes its logger). */
export type ReportError = (error: unknown, failure: string) => void;
const consoleReport: ReportError = (error, failure) => console.error(`[action] ${failure}:`, error);

/** The refusal an action (or a route handler answering like one) gives for a thrown error. */
export function failureOf(
  error: unknown,
  failure: string,
  report: ReportError = consoleReport,
): Extract<ActionResult, { ok: false }> {
  if (error instanceof UserError)
    return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
  if (error instanceof ForbiddenError) return { ok: false, message: error.message };
  report(error, failure);
  return { ok: false, message: failure };
}
