import 'server-only';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { runMigrations as installJobQueue } from 'graphile-worker';
import pg from 'pg';
import { runMigrations } from '@/lib/server/db/migrate';
import type { DatabaseWriter } from '@/lib/server/db/client';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { contentTypeOf, isBucket, type Storage } from '@/lib/server/storage/storage';
import { appliedMigrations, appTables, BATCH_ROWS, quoteIdent, readHeader, type BackupLine } from './catalog';
import { readErasureJournal } from './erasure-journal';

// `npm run restore`: a backup (backup.ts) brought back into an empty database, any PostgreSQL
// (this is also how a site moves from the embedded database to a managed one). The database is
// first migrated to this version of the app, which must be the one the backup was made at. All rows
// go in one transaction; the uploads go into the configured storage (DATA_DIR/uploads or the S3
// bucket, whichever the backup came from). The job queue is not in the backup: requests whose
// e-mail was still pending are queued again.
// A backup holds whom it held and who was signed in: the erasures of the erasure journal made after
// the backup are made again (erasure-journal.ts), and every session is ended (so is every pending
// password reset or sign-in challenge): everyone signs in again.

export class RestoreError extends Error {}

export interface RestoreSummary {
  rows: number;
  files: number;
  requeued: number;
  /** Erasures of the journal newer than the backup. */
  erasures: number;
  /** People of the backup erased again by them. */
  erased: number;
  /** Sessions of the backup, all ended. */
  sessionsEnded: number;
}

/** The erasure journal and how to erase people again by it (features/privacy/erasure-replay.ts). */
export interface ErasureReplay {
  /** The journal files (each instance's DATA_DIR/erasures.jsonl); missing ones count as empty. */
  journals: string[];
  /** Erases everyone whose hashed address is in `hashes`; answers how many people. */
  replay(db: DatabaseWriter, hashes: ReadonlySet<string>): Promise<number>;
}

/** Puts one upload of the backup (`{bucket}/{key}`) back into the storage. */
async function putUpload(storage: Storage, name: string, base64: string) {
  const [bucket, ...rest] = name.split('/');
  const key = rest.join('/');
  if (!bucket || !isBucket(bucket) || !contentTypeOf(key)) {
    throw new RestoreError(`The backup holds a file that is not an upload: ${name}`);
  }
  await storage.put(bucket, key, Buffer.from(base64, 'base64'));
}

async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(`
    select c.table_name as table, c.column_name as column,
           pg_get_serial_sequence(format('public.%I', c.table_name), c.column_name) as sequence
    from information_schema.columns c
    where c.table_schema = 'public' and (c.is_identity = 'YES' or c.column_default like 'nextval(%')`);
  for (const { table, column, sequence } of rows) {
    if (!sequence) continue;
    await client.query(
      `select setval($1, coalesce((select max(${quoteIdent(column)}) from public.${quoteIdent(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

async function requeuePending(client: pg.Client): Promise<number> {
  const db = drizzle(client);
  let queued = 0;
  for (const [kind, table] of [
    ['consultation', 'consultations'],
    ['contact', 'contact_messages'],
  ] as const) {
    const { rows } = await client.query<{ id: string }>(
      `select id from public.${table} where notification_state = 'pending'`,
    );
    for (const { id } of rows) await enqueueNotification(db, { kind, id });
    queued += rows.length;
  }
  return queued;
}

export async function restoreBackup(options: {
  url: string;
  file: string;
  /** Where the uploads go: the configured storage (local disk or the S3 bucket). */
  uploads: Storage;
  /** Empty the app's tables first instead of refusing a database that has data. */
  replace?: boolean;
  /** The erasures to make again (those newer than the backup). */
  erasures?: ErasureReplay;
}): Promise<RestoreSummary> {
  const lines = createInterface({
    input: createReadStream(options.file).pipe(createGunzip()),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]();
  const first = await lines.next().catch(() => ({ done: true, value: undefined }));
  const header = readHeader(first.value as string | undefined);
  if (!header) throw new RestoreError(`${options.file} is not a Tribuna backup (or one of a newer version).`);

  await runMigrations(options.url);
  await installJobQueue({ connectionString: options.url }); // the notification queue's schema
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const applied = await appliedMigrations(client);
    if (applied.join() !== header.migrations.join()) {
      throw new RestoreError(
        `The backup was made at migration ${header.migrations.length} and this version of Tribuna is at ` +
          `migration ${applied.length}: restore it with the version of Tribuna that made it, then upgrade.`,
      );
    }
    const tables = new Map((await appTables(client)).map((table) => [table.name, table.columns]));
    for (const table of header.tables) {
      const columns = tables.get(table.name);
      if (!columns || columns.join() !== table.columns.join()) {
        throw new RestoreError(`The table ${table.name} differs from the backup's: not restored.`);
      }
    }

    await client.query('begin');
    if (options.replace) {
      const names = [...tables.keys()].map((name) => `public.${quoteIdent(name)}`).join(', ');
      await client.query(`truncate ${names} restart identity cascade`);
      await client.query('delete from graphile_worker._private_jobs');
    } else {
      for (const name of tables.keys()) {
        const { rowCount } = await client.query(`select 1 from public.${quoteIdent(name)} limit 1`);
        if (rowCount) {
          throw new RestoreError(
            `The database already has data (table ${name}). Restore into an empty database, or pass --replace ` +
              'to delete what it holds first.',
          );
        }
      }
    }

    const summary: RestoreSummary = {
      rows: 0,
      files: 0,
      requeued: 0,
      erasures: 0,
      erased: 0,
      sessionsEnded: 0,
    };
    const restored = new Map<string, number>();
    let pending: { table: string; rows: unknown[] } | undefined;
    const flush = async () => {
      if (!pending?.rows.length) return;
      const columns = tables.get(pending.table)!.map(quoteIdent).join(', ');
      const target = `public.${quoteIdent(pending.table)}`;
      await client.query(
        `insert into ${target} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${target}, $1::json)`,
        [JSON.stringify(pending.rows)],
      );
      restored.set(pending.table, (restored.get(pending.table) ?? 0) + pending.rows.length);
      summary.rows += pending.rows.length;
      pending = undefined;
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (!next.value) continue;
      const line = JSON.parse(next.value) as BackupLine;
      if ('t' in line) {
        if (pending && (pending.table !== line.t || pending.rows.length >= BATCH_ROWS)) await flush();
        if (!tables.has(line.t)) throw new RestoreError(`The backup has rows of an unknown table ${line.t}.`);
        pending ??= { table: line.t, rows: [] };
        pending.rows.push(line.r);
      } else {
        await putUpload(options.uploads, line.f, line.d);
        summary.files++;
      }
    }
    await flush();
    for (const table of header.tables) {
      if ((restored.get(table.name) ?? 0) !== table.rows) {
        throw new RestoreError(
          `The backup is incomplete: ${table.name} has ${restored.get(table.name) ?? 0} of ${table.rows} rows.`,
        );
      }
    }
    await resetSequences(client);
    // The erasures made since the backup was made (its createdAt is taken before its snapshot).
    const since = new Date(header.createdAt);
    const hashes = new Set<string>();
    for (const journal of options.erasures?.journals ?? []) {
      for (const entry of await readErasureJournal(journal)) {
        if (entry.at >= since) {
          hashes.add(entry.hash);
          summary.erasures++;
        }
      }
    }
    if (options.erasures) summary.erased = await options.erasures.replay(drizzle(client), hashes);
    // The backup's sessions may have been ended (signed out, password changed, user removed) since.
    summary.sessionsEnded = (await client.query('delete from public.sessions')).rowCount ?? 0;
    await client.query('delete from public.verifications');
    await client.query('commit');
    summary.requeued = await requeuePending(client);
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
