// wrk (Debian package): 10 connections for 15 s against the home and a post of the production build
// with demo content, as browsers ask (compressed) and without compression; then the home when the
// page cache does not have it: a miss that stores (a query string of its own on every request:
// page-cache-miss.lua) and a signed-in visitor's request (a cookie: the page cache lets Next.js
// answer, and keeps nothing), and a signed-in staff member's admin page. Each case with one web worker and with WORKERS (default 2, ADR 0025),
// the two interleaved, three rounds: the median of each and the ratio. Usage: npm run bench:throughput
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startBenchServer, warmUp } from './server.mjs';

const WRK = process.env.WRK || '/usr/bin/wrk';
const DURATION = process.env.BENCH_DURATION || '15s';
const MISS_SCRIPT = fileURLToPath(new URL('./page-cache-miss.lua', import.meta.url));
const BROWSER = 'Accept-Encoding: gzip, deflate, br';

/** CPU seconds used so far by the processes of `pids` (utime + stime), or by this process's waited children. */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the name: utime and stime are fields 12 and 13, the waited children's 14 and 15.
      ticks += pid === 'self' ? +fields[13] + +fields[14] : +fields[11] + +fields[12];
    } catch {
      // a process that ended during the run
    }
  }
  return ticks / TICKS;
}

/**
 * wrk against the instance whose primary is `primary`; with the cores the instance's processes and
 * wrk used (CPU seconds per second of the run).
 */
function wrk(primary, url, headers = [], script) {
  const args = [
    '-t',
    '2',
    '-c',
    '10',
    '-d',
    DURATION,
    '--latency',
    ...(script ? ['-s', script] : []),
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  const pids = instanceProcesses(primary).map((p) => p.pid);
  const before = { server: cpuSeconds(pids), wrk: cpuSeconds(['self']), at: performance.now() };
  const result = spawnSync(WRK, args, { encoding: 'utf8' });
  const seconds = (performance.now() - before.at) / 1000;
  const cores = (used) => Math.round((used / seconds) * 100) / 100;
  const server = cores(cpuSeconds(pids) - before.server);
  const client = cores(cpuSeconds(['self']) - before.wrk);
  if (result.error || result.status !== 0)
    throw new Error(`wrk failed: ${result.error?.message ?? result.stderr}`);
  const out = result.stdout;
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p99 = out.match(/\s99%\s+([\d.]+\w+)/)?.[1];
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? '0';
  return { 'req/s': Math.round(rps), p99, 'non-2xx': Number(errors), server, client };
}

/** The instance's processes: the primary and every process under it (ps). */
function instanceProcesses(primary) {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' }).stdout;
  const all = table
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, rss, args]) => ({ pid: +pid, ppid: +ppid, rss: +rss, args }));
  const within = new Set([primary]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (within.has(p.ppid) && !within.has(p.pid)) grew = within.add(p.pid);
  }
  return all.filter((p) => within.has(p.pid));
}

const WORKERS = process.env.WORKERS || '2';
/** The servers' secret, so that a session made here (bench/session-cookie.ts) is valid there. */
const SECRET = randomBytes(32).toString('base64url');

/** A signed-in staff member's Cookie header for the server. */
function sessionCookie(server) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=react-server',
      'bench/session-cookie.ts',
      server.dataDir,
      server.url,
      'bench@tribuna.test',
      'bench-senha-123',
    ],
    { encoding: 'utf8', env: { ...process.env, BETTER_AUTH_SECRET: SECRET } },
  );
  if (made.status !== 0) throw new Error(`no session: ${made.stderr}`);
  return made.stdout.trim();
}
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

/** Every case against one server, with WEB_CONCURRENCY=workers. */
async function measure(workers, fresh) {
  const server = await startBenchServer({
    fresh,
    env: { WEB_CONCURRENCY: workers, BETTER_AUTH_SECRET: SECRET },
  });
  const rows = [];
  try {
    await warmUp(server.url, ['/', server.postPath]);
    for (const [name, path] of [
      ['/', '/'],
      ['/blog/{slug}', server.postPath],
    ]) {
      rows.push({ page: name, encoding: 'gzip, br', ...wrk(server.pid, `${server.url}${path}`, [BROWSER]) });
      rows.push({ page: name, encoding: 'none', ...wrk(server.pid, `${server.url}${path}`) });
    }
    rows.push({
      page: '/ (page-cache miss)',
      encoding: 'gzip, br',
      ...wrk(server.pid, `${server.url}/`, [BROWSER], MISS_SCRIPT),
    });
    rows.push({
      page: '/ (signed-in cookie)',
      encoding: 'gzip, br',
      ...wrk(server.pid, `${server.url}/`, [BROWSER, 'Cookie: tribuna-bench=1']),
    });
    const cookie = sessionCookie(server);
    rows.push({
      page: '/admin/configuracoes (signed in)',
      encoding: 'gzip, br',
      ...wrk(server.pid, `${server.url}/admin/configuracoes`, [BROWSER, `Cookie: ${cookie}`]),
    });
    memory = residentMemory(server.pid);
  } finally {
    await server.stop();
  }
  return rows;
}

/** @type {{ process: string, 'RSS (MB)': number }[]} the last server's, after its benches */
let memory = [];

/** The resident memory of the instance's processes, PostgreSQL's summed. */
function residentMemory(primary) {
  const rows = new Map();
  for (const p of instanceProcesses(primary)) {
    const name =
      p.pid === primary
        ? 'primary'
        : p.args.includes('system-process')
          ? 'system process'
          : p.args.includes('postgres')
            ? 'PostgreSQL (all its processes)'
            : `web worker ${p.pid}`;
    rows.set(name, (rows.get(name) ?? 0) + p.rss);
  }
  return [...rows].map(([name, kb]) => ({ process: name, 'RSS (MB)': Math.round(kb / 1024) }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @type {Record<string, ReturnType<typeof wrk>[][]>} each setting's rounds */
const runs = { 1: [], [WORKERS]: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const workers of ['1', WORKERS]) {
    console.info(`[bench] round ${round + 1} of ${ROUNDS}, WEB_CONCURRENCY=${workers}`);
    runs[workers].push(await measure(workers, round === 0 && workers === '1'));
  }
}
const table = runs[1][0].map((row, index) => {
  const one = median(runs[1].map((rows) => rows[index]['req/s']));
  const many = median(runs[WORKERS].map((rows) => rows[index]['req/s']));
  return {
    page: row.page,
    encoding: row.encoding,
    '1 worker req/s': one,
    [`${WORKERS} workers req/s`]: many,
    ratio: Math.round((many / one) * 100) / 100,
    [`p99 (${WORKERS})`]: runs[WORKERS].map((rows) => rows[index].p99).join(' / '),
    'non-2xx': [...runs[1], ...runs[WORKERS]].reduce((sum, rows) => sum + rows[index]['non-2xx'], 0),
    // Cores used (CPU seconds per second): the instance's processes, and wrk's, medians.
    'cores: server (1) / wrk': `${median(runs[1].map((rows) => rows[index].server))} / ${median(runs[1].map((rows) => rows[index].client))}`,
    [`cores: server (${WORKERS}) / wrk`]: `${median(runs[WORKERS].map((rows) => rows[index].server))} / ${median(runs[WORKERS].map((rows) => rows[index].client))}`,
  };
});
console.table(table);
console.info(`Resident memory after the last round (WEB_CONCURRENCY=${WORKERS}):`);
console.table(memory);
