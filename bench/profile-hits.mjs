// Where a page-cache hit spends its time: the production server under `node --cpu-prof`, wrk with 10
// connections for 10 s on the home (browser-like Accept-Encoding), then the profile's last 11 s of
// samples summed by self time. One web worker (WEB_CONCURRENCY=1): every process of the instance
// writes a profile, and the one that served (the most samples not idle) is read.
// Usage: npm run bench:profile-hits (wrk: Debian package `wrk`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PORT, startBenchServer } from './server.mjs';

const profiles = mkdtempSync(path.join(os.tmpdir(), 'tribuna-prof-'));
const server = await startBenchServer({
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
  env: { WEB_CONCURRENCY: '1' },
});
const url = `http://127.0.0.1:${BENCH_PORT}/`;
for (let i = 0; i < 5; i++) await (await fetch(url, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
const wrk = spawnSync(
  process.env.WRK || '/usr/bin/wrk',
  ['-t2', '-c10', '-d10s', '-H', 'Accept-Encoding: gzip, deflate, br', url],
  { encoding: 'utf8' },
);
console.info(wrk.stdout.match(/Requests\/sec:.*/)?.[0] ?? wrk.stderr);
await server.stop(); // the profile is written as the process exits

/** @param {any} profile */
const busySamples = (profile) => {
  const idle = new Set(
    profile.nodes
      .filter((/** @type {any} */ node) => node.callFrame.functionName === '(idle)')
      .map((/** @type {any} */ node) => node.id),
  );
  return profile.samples.filter((/** @type {number} */ id) => !idle.has(id)).length;
};
const written = readdirSync(profiles)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => JSON.parse(readFileSync(path.join(profiles, name), 'utf8')));
rmSync(profiles, { recursive: true, force: true });
const profile = written.sort((a, b) => busySamples(b) - busySamples(a))[0];
if (!profile) throw new Error('no profile written');
const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
let at = profile.startTime;
const times = profile.timeDeltas.map((/** @type {number} */ delta) => (at += delta));
const from = times[times.length - 1] - 11e6; // the wrk window, not start-up
/** @type {Map<string, number>} */
const self = new Map();
let total = 0;
profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
  if (times[i] < from) return;
  const { functionName, url: source, lineNumber } = nodes.get(id).callFrame;
  const where = source ? ` ${source.replace(/^.*\/(src|node_modules)\//, '$1/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'}${where}`;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  self.set(key, (self.get(key) ?? 0) + delta);
  total += delta;
});
console.table(
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([fn, time]) => ({ 'self time': `${((100 * time) / total).toFixed(1)}%`, function: fn })),
);
