import 'server-only';
import { once } from 'node:events';
import { createWriteStream, existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import pg from 'pg';
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

// `npm run backup`: the whole database, and the uploads when they are on local disk, in one
// gzip-compressed file of JSON lines (a header, then one line per row and per file). Rows are read
// in one repeatable-read transaction, so the copy is consistent while the site keeps running.
// Done in SQL rather than with pg_dump, which refuses a server newer than itself (the embedded
// PostgreSQL is 18) and is not installed next to the embedded one.

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
}

async function* uploadedFiles(root: string, dir = root): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* uploadedFiles(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/**
 * Writes the backup to `out` (through a temporary file, renamed at the end). `uploadsDir` is
 * DATA_DIR/uploads with local storage, undefined with S3 (the bucket is backed up on its own).
 */
export async function writeBackup(options: {
  url: string;
  out: string;
  uploadsDir?: string;
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
    const uploads = !!options.uploadsDir && existsSync(options.uploadsDir);
    await write({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: counted,
      uploads,
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
    if (uploads) {
      for await (const relative of uploadedFiles(options.uploadsDir!)) {
        const data = await fs.readFile(path.join(options.uploadsDir!, relative));
        await write({ f: relative, d: data.toString('base64') });
        summary.files++;
      }
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
