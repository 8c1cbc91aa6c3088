import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { countNewRequests, listRequests } from '@/features/requests/queries';
import type { RequestFilter } from '@/features/requests/schema';
import type { Actor } from '@/lib/shared/auth/permissions';

// Benchmark (not a test): the /admin/solicitacoes reads over 100,000 requests (60% consultations,
// 40% contact messages, over the last two years). It fills its own embedded cluster and times one
// page of the inbox for the usual filters. Run: npm run bench:requests (REQUESTS, RUNS to vary).

const REQUESTS = Number(process.env.REQUESTS || 100_000);
const RUNS = Number(process.env.RUNS || 20);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-requests');
const ADMIN: Actor = { userId: 'bench', email: 'bench@tribuna.test', role: 'admin' };

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function time(work: () => Promise<unknown>) {
  await work(); // warm-up (plans, caches)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return `median ${ms(samples[Math.floor(samples.length / 2)]!)} (min ${ms(samples[0]!)}, max ${ms(samples.at(-1)!)})`;
}

async function fill() {
  const db = getDb();
  const start = performance.now();
  const consultations = Math.round(REQUESTS * 0.6);
  const statuses = sql`(array['new', 'in_progress', 'done', 'done'])[1 + i % 4]`;
  await db.execute(sql`
    insert into consultations (name, company_name, email, phone, case_summary, status, notification_state, created_at)
    select 'Cliente ' || i, 'Empresa ' || (i % 500), 'cliente' || i || '@exemplo.com.br', '(11) 9' || lpad(i::text, 8, '0'),
      'Resumo do caso número ' || i || ': revisão de contratos e questões tributárias da empresa.',
      ${statuses}, 'sent', now() - (i * 631) * interval '1 second'
    from generate_series(1, ${consultations}) as i`);
  await db.execute(sql`
    insert into contact_messages (name, email, message, status, notification_state, created_at)
    select 'Remetente ' || i, 'remetente' || i || '@exemplo.com.br',
      'Mensagem de contato número ' || i || ', pedindo uma proposta de assessoria jurídica.',
      ${statuses}, 'sent', now() - (i * 947) * interval '1 second'
    from generate_series(1, ${REQUESTS - consultations}) as i`);
  await db.execute(sql`vacuum analyze consultations`);
  await db.execute(sql`vacuum analyze contact_messages`);
  console.info(`filled ${REQUESTS.toLocaleString('en')} requests in ${ms(performance.now() - start)}`);
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'own' });
  process.env.DATABASE_URL = cluster.url;
  try {
    await runMigrations(cluster.url);
    await fill();
    const page = (filter: Omit<RequestFilter, 'page'> & { page?: number }) => () =>
      listRequests(ADMIN, { page: 1, ...filter });
    const first = await listRequests(ADMIN, { page: 1 });
    if (first.total !== REQUESTS || first.items.length !== 25)
      throw new Error(`unexpected page: ${first.total}`);
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['first page, no filter', page({})],
      ['page 200, no filter', page({ page: 200 })],
      ["status 'Nova'", page({ status: 'new' })],
      ["type 'Consulta', status 'Em atendimento'", page({ type: 'consultation', status: 'in_progress' })],
      ["search 'cliente4242'", page({ q: 'cliente4242' })],
      ["search 'tributárias' (in the text)", page({ q: 'tributárias' })],
      ['count of new requests (menu)', () => countNewRequests(ADMIN)],
    ];
    console.info(`one inbox page (25 rows and the total), ${RUNS} runs each:`);
    for (const [label, work] of cases) console.info(`  ${label.padEnd(44)} ${await time(work)}`);
  } finally {
    await closeDb();
    await cluster.stop();
  }
}

await main();
