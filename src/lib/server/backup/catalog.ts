import 'server-only';
import type pg from 'pg';

// What a backup holds and in which order: the app's tables (schema public) parents first, so that a
// restore inserts them without breaking a foreign key, and the applied migrations.

export const BACKUP_FORMAT = 'tribuna-backup';
export const BACKUP_VERSION = 1;

/** The first line of a backup file. */
export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Hashes of the applied migrations, oldest first (drizzle.__drizzle_migrations). */
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  /** Uploads included (from local disk or the S3 bucket). */
  uploads: boolean;
}

/** One line per row ({ t, r }) and per uploaded file ({ f, d }: `{bucket}/{key}`, base64). */
export type BackupLine = { t: string; r: Record<string, unknown> } | { f: string; d: string };

/** Rows read or inserted per statement. */
export const BATCH_ROWS = 500;

/** The header of a backup file, or undefined when the line is not one this version can read. */
export function readHeader(line: string | undefined): BackupHeader | undefined {
  try {
    const header = JSON.parse(line ?? '') as BackupHeader;
    return header.format === BACKUP_FORMAT && header.version === BACKUP_VERSION ? header : undefined;
  } catch {
    return undefined;
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Tables never written to a backup: the day's visitor salt and hashes (ADR 0019) must be gone once
 * their day is over, and a backup file would keep them. After a restore the day gets a new salt.
 */
const NOT_BACKED_UP = new Set(['visit_salts', 'visitor_days']);

/** Tables of schema public with their insertable columns (generated ones are left out), parents first. */
export async function appTables(client: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(`
    select c.relname as table, a.attname as column
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const { rows: edges } = await client.query<{ child: string; parent: string }>(`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`);
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (!NOT_BACKED_UP.has(table)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }

  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && byTable.has(edge.parent)) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of [...byTable.keys()].sort()) visit(table);
  return ordered.map((name) => ({ name, columns: byTable.get(name)! }));
}

/** Hashes of the migrations applied to this database, oldest first ([] before any). */
export async function appliedMigrations(client: Queryable): Promise<string[]> {
  const { rows } = await client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  if (!rows[0]?.exists) return [];
  const applied = await client.query<{ hash: string }>(
    'select hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  return applied.rows.map((row) => row.hash);
}
