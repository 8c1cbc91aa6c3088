import fc from 'fast-check';
import { count, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import type { Actor } from '@/lib/shared/auth/permissions';
import { asRequestOf } from '../authorization/request';
import { formDataOf } from './arbitraries';
import { checkProperty, expectHandled, withoutUnexpectedErrors } from './harness';

// The admin side of the fuzzing: a save action called as a signed-in admin (through the
// authorization matrix's request harness) with a generated form.

export const fuzzAdmin: Actor = { userId: 'fuzz-admin', email: 'fuzz-admin@tribuna.test', role: 'admin' };
export const fuzzSuperAdmin: Actor = {
  userId: 'fuzz-super-admin',
  email: 'fuzz-super-admin@tribuna.test',
  role: 'super_admin',
};

export const rowCount = async (table: PgTable) => (await getDb().select({ n: count() }).from(table))[0]!.n;

export interface SaveTarget {
  /** The 'use server' save action. */
  save: (form: FormData) => Promise<unknown>;
  /** Its table: a new row per stored create, none on a refusal or an edit. */
  table: PgTable;
  /** The form's fields; an `id` field makes it an edit of that row. */
  form: fc.Arbitrary<Record<string, unknown>>;
  /** The spec's refusals that name no field (e.g. 'not found' for an unknown id). */
  toasts?: readonly string[];
  actor?: Actor;
  /** Every save edits the one existing row (the firm's settings). */
  singleRow?: boolean;
}

/**
 * The version an edit form would carry (ADR 0015: required): the row's current one when the table
 * has versions and the form edits a row (its `id`, or the single row), unless the form generated
 * its own; 1 for an id that names no row. Forms that add a row carry none.
 */
async function withVersion(target: SaveTarget, fields: Record<string, unknown>) {
  const columns = getTableColumns(target.table) as Record<string, AnyPgColumn>;
  const { version, id } = columns;
  if (!version || !id || 'version' in fields || (!fields.id && !target.singleRow)) return fields;
  const key = target.singleRow ? 1 : fields.id;
  const rows =
    typeof key === 'number' || (typeof key === 'string' && UUID.test(key))
      ? await getDb().select({ version }).from(target.table).where(eq(id, key))
      : [];
  return { ...fields, version: rows[0]?.version ?? 1 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The property of a save action: every form is stored as one row, or refused in Portuguese. */
export async function fuzzSave(target: SaveTarget, numRuns: number) {
  const outcomes = { stored: 0, refused: 0 };
  // The actor's account is made on its first request: before counting rows.
  await asRequestOf(target.actor ?? fuzzAdmin, async () => undefined);
  await checkProperty(target.form, numRuns, async (fields) => {
    const before = await rowCount(target.table);
    const form = formDataOf(await withVersion(target, fields));
    const result = await withoutUnexpectedErrors(() =>
      asRequestOf(target.actor ?? fuzzAdmin, () => target.save(form)),
    );
    const outcome = expectHandled(result, target.toasts);
    outcomes[outcome] += 1;
    const created = outcome === 'stored' && !fields.id && !target.singleRow;
    expect(await rowCount(target.table)).toBe(before + (created ? 1 : 0));
  });
  // Both paths were exercised: the generators are not so hostile that nothing is ever stored.
  expect(outcomes.stored, 'payloads stored').toBeGreaterThan(0);
  expect(outcomes.refused, 'payloads refused').toBeGreaterThan(0);
}

/** The ids of a table's rows as of the last `refresh`, so edits hit real rows. */
export function idsOf(table: PgTable & { id: AnyPgColumn }) {
  let ids: string[] = [];
  return {
    refresh: async () => {
      ids = (await getDb().select({ id: table.id }).from(table)).map((row) => String(row.id));
    },
    current: () => ids,
  };
}

/** An `id` field: left out (a new row), one of `existing` rows, or garbage. */
export function idField(existing: () => string[]) {
  return fc.option(
    fc.oneof(
      fc.nat().map((index) => {
        const ids = existing();
        return ids.length ? ids[index % ids.length]! : '';
      }),
      fc.constantFrom(
        'not-a-uuid',
        '00000000-0000-0000-0000-000000000000',
        '1; drop table tips',
        '\u0000',
        '',
      ),
      fc.uuid(),
    ),
    { nil: undefined, freq: 2 },
  );
}
