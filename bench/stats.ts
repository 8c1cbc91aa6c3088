import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { queryConversions } from '@/features/visits/conversions';
import { resolvePeriod, type Period } from '@/features/visits/period';
import { queryDashboard, queryDays } from '@/features/visits/stats';
import { sessionCookie } from './session-cookie';

// Benchmark (not a test): /admin/stats at 1,000,000 and 10,000,000 visits (issue 24). For each
// size it fills its own embedded cluster with visits over 13 months and 200 paths, their daily
// aggregates and 20,000 requests, times the dashboard's queries for each period, then starts the
// production server on that data, signs in and times GET /admin/stats.
// Run: npm run bench:stats (VISITS=1000000,10000000, PATHS, REQUESTS, RUNS, BENCH_PORT and
// BENCH_PAGE=0, BENCH_REUSE=1 vary it).
//
// The visits are generated in SQL (generate_series) and their aggregates built by one GROUP BY, as
// the migration 0010 does for old visits: recording 10,000,000 visits one by one would take hours.
// That the aggregates equal the raw counts is the property test's job (tests/integration/visits/visit-stats.test.ts).

const SIZES = (process.env.VISITS || '1000000,10000000').split(',').map(Number);
const PATHS = Number(process.env.PATHS || 200);
const REQUESTS = Number(process.env.REQUESTS || 20_000);
const RUNS = Number(process.env.RUNS || 10);
const PORT = Number(process.env.BENCH_PORT || 3590);
const ROOT = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-stats');
const ADMIN = { email: 'bench@tribuna.test', password: 'bench-senha-forte' };
const DAYS = 396; // 13 months
const CHUNK = 1_000_000;
/** BENCH_PAGE=0 times the queries only (no production server). */
const WITH_PAGE = process.env.BENCH_PAGE !== '0';
/** BENCH_REUSE=1 times again the data a previous run left (no new fill). */
const REUSE = process.env.BENCH_REUSE === '1';

// Filling 10,000,000 rows takes minutes in one statement: the app's statement timeout is for requests.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ||= '600000';

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(work: () => Promise<unknown>) {
  await work(); // warm-up (plans, caches, first render)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, max: samples.at(-1)! };
}

async function fill(db: Database, visits: number) {
  const start = performance.now();
  // Path 0 is the home; paths unevenly popular; a third of the visits enter the site, with a
  // source among ten and a campaign among five on some; three device classes, six browsers.
  // In chunks of a million, so each statement stays well within the statement timeout.
  for (let first = 1; first <= visits; first += CHUNK) {
    const last = Math.min(visits, first + CHUNK - 1);
    await db.execute(sql`
    insert into page_visits (page_path, user_agent, referrer_host, utm_source, utm_medium, utm_campaign,
      device, browser, is_entry, created_at)
    select
      case when p = 0 then '' else 'pagina-' || p end,
      'Mozilla/5.0 (bench)',
      case when entry and i % 4 = 0 then (array['google.com', 'bing.com', 'linkedin.com', 'facebook.com'])[1 + (i / 4) % 4] end,
      case when entry and i % 5 = 1 then (array['newsletter', 'instagram', 'parceiro'])[1 + i % 3] end,
      case when entry and i % 5 = 1 then 'email' end,
      case when entry and i % 10 = 1 then (array['marco', 'abril', 'maio', 'junho', 'julho'])[1 + i % 5] end,
      (array['mobile', 'desktop', 'desktop', 'tablet'])[1 + i % 4],
      (array['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Outro'])[1 + i % 6],
      entry,
      now() - (i::float / ${visits} * ${DAYS}) * interval '1 day'
    from (
      select i, floor(power(random(), 2) * ${PATHS})::int as p, random() < 0.33 as entry
      from generate_series(${first}::int, ${last}::int) as i
    ) as generated`);
  }
  const day = sql`(created_at at time zone 'America/Sao_Paulo')::date`;
  await db.execute(sql`
    insert into visit_days (day, visits, entries, visitors, last_visit_at)
    select ${day}, count(*), count(*) filter (where is_entry), count(*) * 6 / 10, max(created_at)
    from page_visits group by 1`);
  await db.execute(sql`
    insert into visit_day_pages (day, page_path, visits, entries)
    select ${day}, page_path, count(*), count(*) filter (where is_entry) from page_visits group by 1, 2`);
  await db.execute(sql`
    insert into visit_day_devices (day, device, browser, visits)
    select ${day}, device, browser, count(*) from page_visits group by 1, 2, 3`);
  await db.execute(sql`
    insert into visit_day_sources (day, source, medium, campaign, entries)
    select ${day}, coalesce(utm_source, referrer_host, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''),
      count(*) from page_visits where is_entry group by 1, 2, 3, 4`);
  // Requests over the same months, most with an origin (the site's script), some without.
  await db.execute(sql`
    insert into consultations (name, email, phone, case_summary, status, created_at, first_response_at,
      entry_page, referrer_host, utm_source, utm_campaign, form_page)
    select 'Cliente ' || i, 'cliente' || i || '@bench.test', '(11) 9' || lpad((i % 100000000)::text, 8, '0'),
      'Resumo do caso ' || i,
      (array['new', 'in_progress', 'waiting_client', 'hired', 'not_hired', 'done'])[1 + i % 6],
      now() - (i::float / ${REQUESTS} * ${DAYS}) * interval '1 day',
      case when i % 6 <> 0 then now() - (i::float / ${REQUESTS} * ${DAYS}) * interval '1 day' + (i % 72) * interval '1 hour' end,
      case when i % 5 <> 0 then 'pagina-' || i % ${PATHS} end,
      case when i % 5 = 2 then 'google.com' end,
      case when i % 5 = 3 then 'newsletter' end,
      case when i % 10 = 3 then 'marco' end,
      case when i % 5 <> 0 then 'consultation-request' end
    from generate_series(1, ${REQUESTS}) as i`);
  await db.execute(sql`vacuum analyze`);
  console.info(
    `  filled ${visits.toLocaleString('en')} visits and ${REQUESTS.toLocaleString('en')} requests in ${ms(performance.now() - start)}`,
  );
}

async function benchQueries(db: Database) {
  const periods: [string, Period][] = [
    ['7 days', resolvePeriod({ periodo: '7' })],
    ['30 days', resolvePeriod({ periodo: '30' })],
    ['90 days', resolvePeriod({ periodo: '90' })],
  ];
  const figures: Record<string, string> = {};
  for (const [label, period] of periods) {
    const days = await time(() => queryDays(db, period));
    const conversions = await time(() => queryConversions(db, period));
    const whole = await time(() => queryDashboard(db, period));
    console.info(
      `  ${label}: days ${ms(days.median)}, conversions and pipeline ${ms(conversions.median)}, ` +
        `every query of the page (in parallel) ${ms(whole.median)} (max ${ms(whole.max)})`,
    );
    figures[label] = ms(whole.median);
  }
  return figures;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['src/http/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      DATABASE_URL: '',
      DEMO_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Tribuna is up')) resolve();
    });
  });
  return server;
}

/** The servers' session secret, shared with this process so its sign-in is valid there. */
const SECRET = randomBytes(32).toString('base64url');

async function benchPage(dataDir: string, visits: number) {
  const server = await startServer(dataDir);
  try {
    const cookie = await sessionCookie(dataDir, `http://localhost:${PORT}`, ADMIN, SECRET);
    const base = `http://localhost:${PORT}`;
    const result: Record<string, string> = {};
    // What any admin page costs on this machine now (session, layout, shell), for comparison.
    const baseline = await time(async () => {
      const response = await fetch(`${base}/admin/configuracoes`, { headers: { cookie } });
      await response.text();
    });
    console.info(`  GET /admin/configuracoes (baseline): median ${ms(baseline.median)}`);
    for (const periodo of ['7', '30', '90']) {
      const page = await time(async () => {
        const response = await fetch(`${base}/admin/stats?periodo=${periodo}`, { headers: { cookie } });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`GET /admin/stats answered ${response.status}`);
        if (!html.includes(visits.toLocaleString('pt-BR'))) throw new Error('the page lacks the total');
      });
      console.info(`  GET /admin/stats?periodo=${periodo}: median ${ms(page.median)} (max ${ms(page.max)})`);
      result[`${periodo} days`] = ms(page.median);
    }
    return result;
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

console.info(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
const table: string[] = [];
for (const visits of SIZES) {
  console.info(`${visits.toLocaleString('en')} visits:`);
  const dataDir = path.join(ROOT, String(visits));
  if (!REUSE) rmSync(dataDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir, mode: 'own' });
  let queries: Record<string, string>;
  try {
    await runMigrations(cluster.url);
    const db = createDatabase(cluster.url, 10);
    try {
      if (!REUSE) await fill(db, visits);
      queries = await benchQueries(db);
    } finally {
      await db.$client.end();
    }
  } finally {
    await cluster.stop();
  }
  const page: Record<string, string> = WITH_PAGE ? await benchPage(dataDir, visits) : {};
  for (const period of Object.keys(queries))
    table.push(
      `| ${visits.toLocaleString('en')} | ${period} | ${queries[period]} | ${page[period] ?? '—'} |`,
    );
}
console.info('\n| visits | period | dashboard queries (median) | GET /admin/stats (median) |');
console.info('| ---: | --- | ---: | ---: |');
for (const line of table) console.info(line);
console.info(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
process.exit(0);
