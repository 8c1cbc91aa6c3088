import { parseArgs } from 'node:util';
import { USER_TYPES, type UserType } from '@/db/schema';
import { createDatabase } from '@/lib/server/db/client';
import { startEmbeddedPostgres, type RunningCluster } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { parseEnv } from '@/lib/server/env';
import { createAccount, listAccounts, setAccountPassword } from '@/features/users/accounts';
import {
  notifySecondFactorRevocation,
  recordSecondFactorRevocation,
} from '@/lib/server/auth/second-factor-revocation';
import { SECOND_FACTOR_REVOCATION_REASONS } from '@/lib/server/auth/security-mail';

// Operator command: works with or without the server running, on the same database.

const USAGE = `Usage:
  npm run users -- add --email E --password P --role super_admin|admin|user
  npm run users -- set-password --email E --password P
  npm run users -- list`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
});
const command = positionals[0];
if (!command || !['add', 'set-password', 'list'].includes(command)) fail('Unknown or missing command.');

const required = (name: 'email' | 'password' | 'role') => values[name] || fail(`--${name} is required.`);
if (command !== 'list') {
  required('email');
  if (required('password').length < 6) fail('The password needs at least 6 characters.');
}
if (command === 'add' && !USER_TYPES.includes(required('role') as UserType)) {
  fail(`--role must be one of ${USER_TYPES.join(', ')}.`);
}

const env = parseEnv();
let cluster: RunningCluster | undefined;
let url = env.DATABASE_URL;
if (!url) {
  // Attaches to the running server's cluster, or starts the cluster just for this command.
  cluster = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, mode: 'attach' });
  url = cluster.url;
}
const db = createDatabase(url, 1);
let exitCode = 0;
try {
  if (cluster?.owned) await runMigrations(url);
  if (command === 'add') {
    const user = await createAccount(db, {
      email: values.email!,
      password: values.password!,
      userType: values.role as UserType,
    });
    console.info(`Added ${user.email} as ${values.role}.`);
  } else if (command === 'set-password') {
    const changed = await setAccountPassword(db, { email: values.email!, password: values.password! });
    console.info(`Password changed for ${values.email}.`);
    // The account's second factors went with its sessions (a stolen session may have set one up).
    const { removed } = changed;
    const reason = SECOND_FACTOR_REVOCATION_REASONS.operatorPassword;
    await recordSecondFactorRevocation(db, { userId: changed.id, actorId: null, reason, removed });
    await notifySecondFactorRevocation(changed.email, removed, reason);
    if (removed.passkeys > 0)
      console.info(`Passkeys removed: ${removed.passkeys} (the owner is told by e-mail).`);
    if (removed.twoFactor)
      console.info('Two-step sign-in turned off (the owner is told by e-mail; set it up again).');
  } else {
    const rows = await listAccounts(db);
    if (!rows.length) console.info('No users yet.');
    for (const row of rows) console.info(`${row.email}\t${row.userType}`);
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await db.$client.end();
  await cluster?.stop();
}
process.exit(exitCode);
