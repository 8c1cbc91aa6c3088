import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { administrators } from '@/db/schema';
import { UserError } from '@/lib/shared/action-result';
import { ConflictError, EDITORIAL_MESSAGES, MISSING_VERSION, VERSION_FIELD } from '@/lib/shared/editorial';
import { getDb } from './db/client';

// Why a versioned update changed no row (ADR 0015): the item is gone, or someone saved a newer
// version since the form was opened. The refusal names who and when, so the editor knows whom to ask.
// Every edit form's save carries the version it was read at: one without is refused, never applied.

/** The refusal of a save without a version: the form's own message (shown above its fields). */
export class MissingVersionError extends UserError {
  constructor() {
    super(MISSING_VERSION, { form: MISSING_VERSION });
    this.name = 'MissingVersionError';
  }
}

/** A version as a form sends it: a whole number (0 before a settings row's first save). */
const versionSchema = z.union([
  z.number().int().min(0).max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

/** The version the edit form was read at (its `version` field); a MissingVersionError without one. */
export function expectedVersionOf(input: Record<string, unknown>): number {
  const parsed = versionSchema.safeParse(input[VERSION_FIELD]);
  if (!parsed.success) throw new MissingVersionError();
  return parsed.data;
}

/** The e-mail of the administrator with this id, or the words for someone no longer there. */
export async function editorEmail(userId: string | null): Promise<string> {
  if (!userId) return EDITORIAL_MESSAGES.unknownEditor;
  const [row] = await getDb()
    .select({ email: administrators.email })
    .from(administrators)
    .where(eq(administrators.id, userId));
  return row?.email ?? EDITORIAL_MESSAGES.unknownEditor;
}

/** The error to throw: `notFound` when the row is gone, else a ConflictError naming the last save. */
export async function conflictOf(
  table: PgTable & { id: PgColumn },
  id: unknown,
  notFound: string,
): Promise<Error> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const [row] = await getDb()
    .select({ updatedAt: columns.updatedAt!, updatedBy: columns.updatedBy! })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return new UserError(notFound);
  return new ConflictError(await editorEmail(row.updatedBy as string | null), row.updatedAt as Date);
}
