import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { EnvError, parseEnv } from '@/lib/server/env';
import { copyLocalUploads } from '@/lib/server/storage/copy-uploads';
import { createS3Storage, s3SettingsFrom } from '@/lib/server/storage/s3-storage';

// Operator command: moves a site's uploads from DATA_DIR/uploads into the S3 bucket. It only
// copies (the local files stay), so it can run while the site is up and be run again.

const USAGE = `Usage:
  npm run storage -- migrate --to s3    copy DATA_DIR/uploads into the bucket named by the S3_* settings`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
if (positionals[0] !== 'migrate') fail('Unknown or missing command.');
if (values.to !== 's3') fail('--to s3 is required (the only target so far).');

// The same settings the server reads, .env files included; the S3 ones are required here.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
let env;
try {
  env = parseEnv({ ...process.env, STORAGE: 's3' });
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const root = path.join(env.DATA_DIR, 'uploads');
const settings = s3SettingsFrom(env);
console.info(`Copying ${root} into s3://${settings.bucket} …`);
try {
  const report = await copyLocalUploads(root, createS3Storage(settings), (bucket, key) =>
    console.info(`  ${bucket}/${key}`),
  );
  for (const file of report.skipped) console.warn(`  skipped ${file} (not an upload)`);
  console.info(`Copied ${report.copied} file(s). Now start the site with STORAGE=s3.`);
} catch (error) {
  console.error(`Copy failed: ${(error as Error).message}`);
  process.exit(1);
}
