import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { queryVisitStats } from '@/features/visits/stats';

// Benchmark (not a test): /admin/stats over 1,000,000 visits on 200 paths. It fills its own
// embedded cluster, times the statistics query, then starts the production server on that data,
// signs in and times GET /admin/stats. Run: npm run bench:stats (VISITS, PATHS, RUNS, PORT to vary).

const VISITS = Number(process.env.VISITS || 1_000_000);
const PATHS = Number(process.env.PATHS || 200);
const RUNS = Number(process.env.RUNS || 10);
const PORT = Number(process.env.PORT || 3590);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-stats');
const ADMIN = { email: 'bench@tribuna.test', password: 'bench-senha-forte' };

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time<T>(runs: number, work: () => Promise<T>) {
  await work(); // warm-up (plans, caches, first render)
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)]!,
    min: samples[0]!,
    max: samples[samples.length - 1]!,
  };
}

async function fill() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'own' });
  try {
    await runMigrations(cluster.url);
    const db = createDatabase(cluster.url, 2);
    try {
      const start = performance.now();
      // Path 0 is the home page ('/'); visits spread over the last year, paths unevenly popular.
      await db.execute(sql`
        insert into page_visits (page_path, user_agent, created_at)
        select
          case when p = 0 then '/' else '/pagina-' || p end,
          'Mozilla/5.0 (bench)',
          now() - (i % 525600) * interval '1 minute'
        from (
          select i, floor(power(random(), 2) * ${PATHS})::int as p from generate_series(1, ${VISITS}) as i
        ) as visits
      `);
      await db.execute(sql`vacuum analyze page_visits`);
      console.info(
        `filled ${VISITS.toLocaleString('en')} visits over ${PATHS} paths in ${ms(performance.now() - start)}`,
      );

      const stats = await queryVisitStats(db);
      if (stats.total !== VISITS || stats.pathCount !== PATHS) {
        throw new Error(`unexpected figures: ${stats.total} visits, ${stats.pathCount} paths`);
      }
      const query = await time(RUNS, () => queryVisitStats(db));
      console.info(
        `statistics query: median ${ms(query.median)} (min ${ms(query.min)}, max ${ms(query.max)}, ${RUNS} runs)`,
      );
    } finally {
      await db.$client.end();
    }
  } finally {
    await cluster.stop();
  }
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['src/http/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR,
      PORT: String(PORT),
      DATABASE_URL: '',
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('Tribuna is up')) resolve();
    });
  });
  return server;
}

async function benchPage() {
  const server = await startServer();
  try {
    const base = `http://localhost:${PORT}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(ADMIN),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');

    const page = await time(RUNS, async () => {
      const response = await fetch(`${base}/admin/stats`, { headers: { cookie } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`GET /admin/stats answered ${response.status}`);
      if (!html.includes(VISITS.toLocaleString('pt-BR'))) throw new Error('the page lacks the total');
    });
    console.info(
      `GET /admin/stats: median ${ms(page.median)} (min ${ms(page.min)}, max ${ms(page.max)}, ${RUNS} runs)`,
    );
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

console.info(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
await fill();
await benchPage();
