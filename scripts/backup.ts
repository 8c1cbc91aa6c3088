import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { writeBackup } from '@/lib/server/backup/backup';
import { restoreBackup } from '@/lib/server/backup/restore';
import { startEmbeddedPostgres, type RunningCluster } from '@/lib/server/db/embedded';
import { EnvError, parseEnv } from '@/lib/server/env';

// Operator commands (docs/operations.md, "Backup and restore"):
//   backup: the database, plus the uploads when they are on local disk, in one file;
//   restore: that file brought back into an empty database (embedded, or any given by DATABASE_URL).

const USAGE = `Usage:
  npm run backup -- --out FILE            write a backup of the database (and local uploads) to FILE
  npm run restore -- FILE [--replace]     restore FILE into an empty database (--replace: empty it first)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
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

let cluster: RunningCluster | undefined;
let url = env.DATABASE_URL;
let exitCode = 0;
try {
  if (!url) {
    // The embedded database: the running server's, or started just for this command.
    cluster = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, mode: 'attach' });
    url = cluster.url;
  }
  const uploadsDir = env.STORAGE === 'local' ? path.resolve(env.DATA_DIR, 'uploads') : undefined;
  if (command === 'backup') {
    const out = path.resolve(values.out!);
    const summary = await writeBackup({ url, out, uploadsDir });
    console.info(
      `Backup written to ${out}: ${summary.rows} rows in ${summary.tables} tables, ${summary.files} uploaded files` +
        (uploadsDir ? '.' : ' (STORAGE=s3: the bucket is not included; back it up on its own).'),
    );
  } else {
    if (cluster && !cluster.owned) {
      throw new Error('The server is running on this DATA_DIR: stop it before restoring.');
    }
    const summary = await restoreBackup({
      url,
      file: path.resolve(file!),
      uploadsDir,
      replace: values.replace,
    });
    console.info(
      `Restored ${summary.rows} rows and ${summary.files} uploaded files; ` +
        `${summary.requeued} pending notification(s) queued again.`,
    );
    if (summary.skippedFiles) {
      console.warn(
        `${summary.skippedFiles} uploaded file(s) in the backup were not restored: STORAGE=s3. ` +
          'Restore them with STORAGE=local, then `npm run storage -- migrate --to s3`.',
      );
    }
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await cluster?.stop();
}
process.exit(exitCode);
