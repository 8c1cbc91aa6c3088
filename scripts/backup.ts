import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { replayErasures } from '@/features/privacy/erasure-replay';
import { writeBackup } from '@/lib/server/backup/backup';
import { erasureJournalPath } from '@/lib/server/backup/erasure-journal';
import { restoreBackup } from '@/lib/server/backup/restore';
import { startEmbeddedPostgres, type RunningCluster } from '@/lib/server/db/embedded';
import { EnvError, parseEnv } from '@/lib/server/env';
import { createLocalStorage } from '@/lib/server/storage/local-storage';
import { createS3Storage, s3SettingsFrom } from '@/lib/server/storage/s3-storage';
import { recordStartedSettings } from '@/runtime/runtime.mjs';

// Operator commands (docs/operations.md, "Backup and restore"):
//   backup: the database and the uploads (DATA_DIR/uploads, or the S3 bucket with STORAGE=s3), in one file;
//   restore: that file brought back into an empty database (embedded, or any given by DATABASE_URL);
//   then the erasures of the erasure journal made after the backup are made again and every
//   session is ended.

const USAGE = `Usage:
  npm run backup -- --out FILE            write a backup of the database and the uploads to FILE
  npm run restore -- FILE [--replace] [--journal JOURNAL]...
                                          restore FILE into an empty database (--replace: empty it first),
                                          erase again whoever the erasure journal (DATA_DIR/erasures.jsonl,
                                          or each JOURNAL given) erased after the backup, end every session`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    replace: { type: 'boolean', default: false },
    journal: { type: 'string', multiple: true },
  },
});
const [command, file] = positionals;
if (command !== 'backup' && command !== 'restore') fail('Unknown or missing command.');
if (command === 'backup' && !values.out) fail('--out FILE is required.');
if (command === 'restore' && !file) fail('The backup FILE is required.');

// The same settings the server reads, .env files included.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

// The server's secret, which keys the erasure journal's hashes: the variable, or the file the
// server generated into DATA_DIR when it is unset (as src/startup/start-up.ts reads it).
// Recorded in the runtime, as start-up does (ADR 0023), where src/lib/server/server-secret.ts reads it.
const secretFile = path.join(env.DATA_DIR, 'auth.secret');
if (!process.env.BETTER_AUTH_SECRET && existsSync(secretFile)) {
  recordStartedSettings({ authSecret: readFileSync(secretFile, 'utf8').trim() });
}

let cluster: RunningCluster | undefined;
let url = env.DATABASE_URL;
let exitCode = 0;
try {
  if (!url) {
    // The embedded database: the running server's, or started just for this command.
    cluster = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, mode: 'attach' });
    url = cluster.url;
  }
  // The uploads where the server keeps them: DATA_DIR/uploads, or the bucket named by S3_*.
  const uploads =
    env.STORAGE === 's3'
      ? createS3Storage(s3SettingsFrom(env))
      : createLocalStorage(path.resolve(env.DATA_DIR, 'uploads'));
  const where = env.STORAGE === 's3' ? ` from s3://${env.S3_BUCKET}` : '';
  if (command === 'backup') {
    const out = path.resolve(values.out!);
    const summary = await writeBackup({ url, out, uploads });
    console.info(
      `Backup written to ${out}: ${summary.rows} rows in ${summary.tables} tables, ${summary.files} uploaded files${where}.`,
    );
  } else {
    if (cluster && !cluster.owned) {
      throw new Error('The server is running on this DATA_DIR: stop it before restoring.');
    }
    const summary = await restoreBackup({
      url,
      file: path.resolve(file!),
      uploads,
      replace: values.replace,
      erasures: {
        journals: (values.journal ?? [erasureJournalPath(env.DATA_DIR)]).map((journal) =>
          path.resolve(journal),
        ),
        replay: replayErasures,
      },
    });
    const into = env.STORAGE === 's3' ? ` into s3://${env.S3_BUCKET}` : '';
    console.info(
      `Restored ${summary.rows} rows and ${summary.files} uploaded files${into}; ` +
        `${summary.requeued} pending notification(s) queued again; ` +
        `${summary.erasures} erasure(s) made after the backup replayed (${summary.erased} person(s) erased again); ` +
        `${summary.sessionsEnded} session(s) ended: everyone signs in again.`,
    );
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await cluster?.stop();
}
process.exit(exitCode);
