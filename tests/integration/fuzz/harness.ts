import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { log } from '@/lib/server/log';

// What every fuzzed call must answer: a stored row, or a refusal in Portuguese attached to a field
// (or one of the spec's toasts). An unexpected error (actions and routes log it at the error level,
// src/lib/server/log.ts; code without the server's logger under '[action]') fails the property, as
// does any thrown error.

/** The fixed seed of every property (FUZZ_SEED overrides it); fast-check prints it on failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** Runs a property with the fixed seed; the failure message names the seed and the shrunk input. */
export async function checkProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  run: (value: T) => Promise<void>,
) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { seed: FUZZ_SEED, numRuns, endOnFailure: true });
}

// Words of zod's English defaults; a message holding one is not the Portuguese the user must read.
const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|must|string|number|input)\b/i;

export function isPortuguese(message: unknown): boolean {
  return typeof message === 'string' && message.trim() !== '' && !ENGLISH.test(message);
}

/** Errors logged by the code under test while `work` ran: an unexpected error is always logged. */
export async function withoutUnexpectedErrors<T>(work: () => Promise<T>): Promise<T> {
  const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const result = await work();
    const errors = [
      ...logged.mock.calls.map(([fields, message]) => `${String(message)}: ${String(Object(fields).err)}`),
      ...printed.mock.calls
        .filter(([first]) => typeof first === 'string' && /^\[action\]/.test(first))
        .map((call) => call.map(String).join(' ')),
    ];
    expect(errors, 'an unexpected error was logged').toEqual([]);
    return result;
  } finally {
    logged.mockRestore();
    printed.mockRestore();
  }
}

interface Result {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Checks an action's answer: stored ('stored'), or refused with field errors in Portuguese, or with
 * one of `toasts` (the spec's refusals that name no field). Returns which.
 */
export function expectHandled(
  result: unknown,
  toasts: readonly string[] | ((message: string) => boolean) = [],
): 'stored' | 'refused' {
  const answer = result as Result;
  expect(typeof answer?.ok, 'an ActionResult').toBe('boolean');
  if (answer.ok) return 'stored';
  expect(isPortuguese(answer.message), `toast in Portuguese: ${answer.message}`).toBe(true);
  const errors = Object.entries(answer.fieldErrors ?? {});
  if (errors.length === 0) {
    const known = typeof toasts === 'function' ? toasts(answer.message!) : toasts.includes(answer.message!);
    expect(known, `a refusal without field errors must be a spec toast: ${answer.message}`).toBe(true);
    return 'refused';
  }
  for (const [name, message] of errors) {
    expect(name, 'field name').not.toBe('');
    expect(isPortuguese(message), `field error of ${name} in Portuguese: ${message}`).toBe(true);
  }
  return 'refused';
}
