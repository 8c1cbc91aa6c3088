import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { build, isBuildCurrent } from '../src/http/build.mjs';
import {
  durabilityConsultation,
  durabilityReport,
  fireAndKill,
  type DurabilityRun,
} from '../tests/support/durability';

// Kill -9 proof (issue 11), not a test: TOTAL (200) consultations are sent at once to the production
// server through the form's own server action, the server is killed with SIGKILL once half of them
// are acknowledged, started again on the same DATA_DIR, and the database is counted: every
// acknowledged submission must be stored exactly once. Exits 1 otherwise.
// Run: npm run bench:durability (BENCH_PORT, TOTAL to vary). The server trusts one proxy hop
// (TRUST_PROXY=1) and each request comes from its own address, so the per-address form limit
// does not refuse them.

const PORT = Number(process.env.BENCH_PORT || 3390);
const TOTAL = Number(process.env.TOTAL || 200);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-durability');
const origin = `http://localhost:${PORT}`;

function startServer(): { child: ChildProcess; ready: Promise<void>; exited: Promise<void> } {
  const child = spawn(process.execPath, ['src/http/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR,
      DEMO_CONTENT: 'false',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = (async () => {
    const started = Date.now();
    while (!output.includes('Tribuna is up at')) {
      if (child.exitCode !== null || Date.now() - started > 180_000) {
        throw new Error(`the server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return { child, ready, exited };
}

/** The id Next.js gave the consultation form's server action (requestConsultation). */
function consultationActionId(): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>;
  };
  const id = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === 'requestConsultation',
  )?.[0];
  if (!id) throw new Error('requestConsultation not found in the server reference manifest');
  return id;
}

/** Calls the action as the browser's form does (React's encoding of one FormData argument). */
async function submit(actionId: string, tag: string, index: number): Promise<boolean> {
  // The argument's fields come first as `_1_NAME`, then the arguments list that refers to them.
  const body = new FormData();
  for (const [name, value] of Object.entries(durabilityConsultation(tag))) body.set(`_1_${name}`, value);
  body.set('0', '["$K1"]');
  const response = await fetch(`${origin}/agendar-consulta`, {
    method: 'POST',
    headers: {
      Accept: 'text/x-component',
      'Next-Action': actionId,
      Origin: origin,
      'X-Forwarded-For': `198.18.${(index >> 8) & 255}.${index & 255}`,
    },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  return response.ok && (await response.text()).includes('"ok":true');
}

if (!isBuildCurrent()) {
  console.info('[bench] building the production app first…');
  build();
}
rmSync(DATA_DIR, { recursive: true, force: true });
const actionId = consultationActionId();

const first = startServer();
await first.ready;
// One request first, so that the run measures a warm server (and fails early if the call is wrong).
if (!(await submit(actionId, 'warm-up', 0))) throw new Error('the warm-up consultation was not acknowledged');
console.info(
  `[bench] sending ${TOTAL} consultations; SIGKILL after ${Math.floor(TOTAL / 2)} acknowledgements`,
);
const run: DurabilityRun = await fireAndKill({
  total: TOTAL,
  killAfter: Math.floor(TOTAL / 2),
  submit: (tag) => submit(actionId, tag, Number(tag.split('-').pop()) + 1),
  kill: () => first.child.kill('SIGKILL'),
});
await first.exited;

console.info('[bench] killed; starting the server again on the same DATA_DIR');
const second = startServer();
try {
  await second.ready;
  const { url } = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'attach' });
  const report = await durabilityReport(url, run);
  console.info(`sent:         ${report.sent}`);
  console.info(`acknowledged: ${report.acknowledged}`);
  console.info(`stored:       ${report.stored}`);
  console.info(`lost (acknowledged, not stored): ${report.lost.length}`);
  console.info(`stored twice: ${report.duplicated.length}`);
  process.exitCode = report.lost.length || report.duplicated.length ? 1 : 0;
  console.info(process.exitCode ? 'FAIL' : 'OK: every acknowledged submission is stored, once');
} finally {
  second.child.kill('SIGTERM');
  await second.exited;
}
