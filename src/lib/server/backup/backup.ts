import 'server-only';
import { once } from 'node:events';
import { createWriteStream, promises as fs } from 'node:fs';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { Storage } from '../storage/storage';
import {
  appliedMigrations,
  appTables,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BATCH_ROWS,
  quoteIdent,
  type BackupHeader,
  type BackupLine,
} from './catalog';

// `npm run backup`: the whole database and every upload (from DATA_DIR/uploads or the S3 bucket), in
// one gzip-compressed file of JSON lines (a header, then one line per row and per file). Rows are read
// in one repeatable-read transaction, so the copy is consistent while the site keeps running.
// Done in SQL rather than with pg_dump, which refuses a server newer than itself (the embedded
// PostgreSQL is 18) and is not installed next to the embedded one.

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
}

/**
 * Writes the backup to `out` (through a temporary file, renamed at the end), with the uploads of
 * `uploads` (the configured storage: local disk or the S3 bucket) when given.
 */
export async function writeBackup(options: {
  url: string;
  out: string;
  uploads?: Storage;
}): Promise<BackupSummary> {
  const partial = `${options.out}.partial`;
  const gzip = createGzip();
  const file = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(file);
  const closed = once(file, 'close');
  const write = async (line: BackupHeader | BackupLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0 };
  // Taken before the snapshot: a restore replays every erasure journaled from this time on, so none
  // made while the backup was being made is missed (restore.ts).
  const createdAt = new Date().toISOString();
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await appTables(client);
    const counted = [];
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from public.${quoteIdent(table.name)}`,
      );
      counted.push({ ...table, rows: Number(rows[0]!.n) });
    }
    const { uploads: storage } = options;
    await write({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt,
      migrations: await appliedMigrations(client),
      tables: counted,
      uploads: Boolean(storage),
    });
    for (const table of tables) {
      const columns = table.columns.map(quoteIdent).join(', ');
      await client.query(
        `declare rows_cursor no scroll cursor for
         select row_to_json(t)::text as row from (select ${columns} from public.${quoteIdent(table.name)}) t`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from rows_cursor`);
        for (const { row } of rows)
          await write({ t: table.name, r: JSON.parse(row) as Record<string, unknown> });
        summary.rows += rows.length;
        if (rows.length < BATCH_ROWS) break;
      }
      await client.query('close rows_cursor');
      summary.tables++;
    }
    await client.query('commit');
    // After the rows: an upload made meanwhile may be in the backup without its row (harmless).
    for await (const { bucket, key } of storage?.list() ?? []) {
      const object = await storage!.get(bucket, key);
      if (!object) continue; // deleted since it was listed
      await write({ f: `${bucket}/${key}`, d: object.body.toString('base64') });
      summary.files++;
    }
    gzip.end();
    await closed;
    await fs.rename(partial, options.out);
    return summary;
  } catch (error) {
    gzip.destroy();
    file.destroy();
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
