import { spawn } from 'node:child_process';
import { startSystemPostgres } from './system-postgres';

// `tsx tests/support/with-system-postgres.ts COMMAND ARGS…`: runs COMMAND with DATABASE_URL set to a
// throwaway cluster of the machine's own PostgreSQL (see system-postgres.ts), then stops it.
// `npm run test:external-pg` runs the integration suite this way (CI does, in .ci/run).

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-system-postgres.ts COMMAND [ARGS…]');
  process.exit(2);
}
const port = process.env.EXTERNAL_PG_PORT ? Number(process.env.EXTERNAL_PG_PORT) : undefined;
const cluster = await startSystemPostgres({ port });
console.info(`[external-pg] ${cluster.version} on ${new URL(cluster.url).host}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
