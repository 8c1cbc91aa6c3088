// wrk (Debian package): 10 connections for 15 s against the home and a post of the production build
// with demo content, as browsers ask (compressed) and without compression; then the home when the
// page cache does not have it: a miss that stores (a query string of its own on every request:
// page-cache-miss.lua) and a signed-in visitor's request (a cookie: the page cache lets Next.js
// answer, and keeps nothing). Usage: npm run bench:throughput
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBenchServer, warmUp } from './server.mjs';

const WRK = process.env.WRK || '/usr/bin/wrk';
const DURATION = process.env.BENCH_DURATION || '15s';
const MISS_SCRIPT = fileURLToPath(new URL('./page-cache-miss.lua', import.meta.url));
const BROWSER = 'Accept-Encoding: gzip, deflate, br';

function wrk(url, headers = [], script) {
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
  const result = spawnSync(WRK, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(`wrk failed: ${result.error?.message ?? result.stderr}`);
  const out = result.stdout;
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p99 = out.match(/\s99%\s+([\d.]+\w+)/)?.[1];
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? '0';
  return { 'req/s': Math.round(rps), p99, 'non-2xx': Number(errors) };
}

const server = await startBenchServer();
const rows = [];
try {
  await warmUp(server.url, ['/', server.postPath]);
  for (const [name, path] of [
    ['/', '/'],
    ['/blog/{slug}', server.postPath],
  ]) {
    rows.push({ page: name, encoding: 'gzip, br', ...wrk(`${server.url}${path}`, [BROWSER]) });
    rows.push({ page: name, encoding: 'none', ...wrk(`${server.url}${path}`) });
  }
  rows.push({
    page: '/ (page-cache miss)',
    encoding: 'gzip, br',
    ...wrk(`${server.url}/`, [BROWSER], MISS_SCRIPT),
  });
  rows.push({
    page: '/ (signed-in cookie)',
    encoding: 'gzip, br',
    ...wrk(`${server.url}/`, [BROWSER, 'Cookie: tribuna-bench=1']),
  });
} finally {
  await server.stop();
}
console.table(rows);
