import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A throwaway cluster of the machine's own PostgreSQL (Debian's `postgresql` package), started in a
// temporary folder with its initdb and pg_ctl: no system service is touched. It stands for "an
// external PostgreSQL" (another major version than the embedded one) in the external-database run
// of the integration suite and in `npm run test:scale`. As root, PostgreSQL runs as the `postgres`
// user, like the embedded one.

export interface SystemCluster {
  /** Connection string of the `postgres` database, as the superuser `tribuna` (password auth). */
  url: string;
  version: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/N/bin, or PG_BIN_DIR. */
export function systemPostgresBin(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "No PostgreSQL server found under /usr/lib/postgresql: install Debian's `postgresql` and " +
        '`postgresql-contrib` packages (or set PG_BIN_DIR to the folder of initdb and pg_ctl)',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** A free TCP port on 127.0.0.1 (asked of the system). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function run(bin: string, args: string[]) {
  const [command, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

export async function startSystemPostgres(options: { port?: number } = {}): Promise<SystemCluster> {
  const bin = systemPostgresBin();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-pg-'));
  const dataDir = path.join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  if (asRoot()) {
    // mkdtemp makes the folder 0700: hand it over to the user PostgreSQL runs as.
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  const version = run(path.join(bin, 'initdb'), ['--version']).trim();
  run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'tribuna',
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  const log = path.join(dir, 'log');
  try {
    run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', settings, '-l', log, '-w', 'start']);
  } catch (error) {
    const reason = existsSync(log) ? readFileSync(log, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${reason}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://tribuna:${password}@127.0.0.1:${port}/postgres`, version, stop };
}
