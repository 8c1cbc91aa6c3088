// A rolling restart under load (ADR 0025): wrk asks for the home page over 10 connections for 30 s
// while the primary gets SIGHUP after 5 s and replaces every web worker one at a time. Prints wrk's
// answers that were not 2xx and its socket errors (both should be 0).
// Usage: npm run bench:restart (WEB_CONCURRENCY: the web workers, default 2)
import { spawn } from 'node:child_process';
import { startBenchServer, warmUp } from './server.mjs';

const WRK = process.env.WRK || '/usr/bin/wrk';
const server = await startBenchServer({
  env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '2' },
});
try {
  await warmUp(server.url, ['/']);
  const wrk = spawn(WRK, [
    '-t',
    '2',
    '-c',
    '10',
    '-d',
    '30s',
    '-H',
    'Accept-Encoding: gzip, br',
    `${server.url}/`,
  ]);
  let out = '';
  wrk.stdout.on('data', (chunk) => (out += chunk));
  const finished = new Promise((resolve) => wrk.on('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  process.kill(server.pid, 'SIGHUP');
  await finished;
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  console.table([
    {
      'req/s': Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
      requests: Number(out.match(/(\d+) requests in/)?.[1]),
      'non-2xx': Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
      'socket errors': socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    },
  ]);
  if (socket)
    console.info(
      `socket errors: connect ${socket[1]}, read ${socket[2]}, write ${socket[3]}, timeout ${socket[4]}`,
    );
} finally {
  await server.stop();
}
