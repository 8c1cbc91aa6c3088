// wrk (Debian package): 10 connections for 15 s against the home and a post of the production build
// with demo content, as browsers ask (compressed) and without compression. Usage: npm run bench:throughput
import { spawnSync } from 'node:child_process';
import { startBenchServer, warmUp } from './server.mjs';

const WRK = process.env.WRK || '/usr/bin/wrk';
const DURATION = process.env.BENCH_DURATION || '15s';

function wrk(url, headers = []) {
  const args = [
    '-t',
    '2',
    '-c',
    '10',
    '-d',
    DURATION,
    '--latency',
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
    rows.push({
      page: name,
      encoding: 'gzip, br',
      ...wrk(`${server.url}${path}`, ['Accept-Encoding: gzip, deflate, br']),
    });
    rows.push({ page: name, encoding: 'none', ...wrk(`${server.url}${path}`) });
  }
} finally {
  await server.stop();
}
console.table(rows);
