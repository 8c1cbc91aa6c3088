import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { listMedia } from '@/features/media/service';
import type { MediaQuery } from '@/features/media/schema';
import { closeDb, getDb } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import type { Actor } from '@/lib/shared/auth/permissions';

// Benchmark (not a test) of the media library (/admin/midia, issue 33) at 10,000 items: it fills its
// own embedded cluster (`generate_series`: file names, a description on two items in three, 200 news
// items showing one each) and times, at the server, the screen's read (listMedia: the page of 40 and
// the total) for the first page, a search by file name, a search by description and the two
// filters. Each figure is the median and the 95th percentile of RUNS runs after a warm-up.
// Target: ≤ 150 ms. Run: npm run bench:media (ITEMS, RUNS, BENCH_DATA_DIR to vary).

const ITEMS = Number(process.env.ITEMS || 10_000);
const RUNS = Number(process.env.RUNS || 30);
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || '.test-data/bench-media');
const TARGET_MS = 150;
const ADMIN: Actor = { userId: 'bench', email: 'bench@tribuna.test', role: 'admin' };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work(); // warm-up (plans, caches)
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function fill() {
  const db = getDb();
  const start = performance.now();
  const buckets = sql`(array['library', 'news', 'blog', 'photos', 'backgrounds', 'tips', 'client-logos'])[1 + i % 7]`;
  await db.execute(sql`
    insert into media_items (bucket, key, file_name, sha256, bytes, width, height, content_type, alt_pt, alt_en,
      decorative, kept, uploaded_by, created_at)
    select ${buckets}, md5(i::text) || '-foto-' || i || '.jpg', 'foto-escritorio-' || i || '.jpg',
      encode(sha256(i::text::bytea), 'hex'), 200000 + i, 1600, 1067, 'image/jpeg',
      case when i % 3 = 0 then null else 'Reunião da equipe, imagem ' || i end,
      case when i % 3 = 0 then null else 'Team meeting, picture ' || i end,
      i % 11 = 0, i % 7 = 0, 'bench', now() - (i * 613) * interval '1 second'
    from generate_series(1, ${ITEMS}) as i`);
  await db.execute(sql`
    insert into news (title, subtitle, content, external_link, image_url)
    select 'Notícia ' || i, 'Subtítulo', 'Texto da notícia ' || i, 'https://www.example.com/' || i,
      '/media/news/' || md5((i * 7)::text) || '-foto-' || (i * 7) || '.jpg'
    from generate_series(1, 200) as i`);
  await db.execute(sql`vacuum analyze media_items`);
  await db.execute(sql`vacuum analyze news`);
  console.info(`filled ${ITEMS.toLocaleString('en')} media items in ${ms(performance.now() - start)}`);
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'own' });
  process.env.DATABASE_URL = cluster.url;
  try {
    await runMigrations(cluster.url);
    await fill();
    const first = await listMedia(ADMIN, { pagina: 1 });
    if (first.total !== ITEMS || first.items.length !== 40)
      throw new Error(`unexpected page: ${first.total}`);
    const page = (query: Omit<MediaQuery, 'pagina'>) => () => listMedia(ADMIN, { pagina: 1, ...query });
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['first page', page({})],
      ["search by file name 'escritorio-4242'", page({ q: 'escritorio-4242' })],
      ["search by description 'equipe, imagem 77'", page({ q: 'equipe, imagem 77' })],
      ["search with no match 'inexistente'", page({ q: 'inexistente' })],
      ["filter 'Sem texto alternativo'", page({ filtro: 'sem-alt' })],
      ["filter 'Não usada'", page({ filtro: 'nao-usada' })],
      ['page 200', () => listMedia(ADMIN, { pagina: 200 })],
    ];
    console.info(
      `the library's read (listMedia: 40 items and the total), ${ITEMS.toLocaleString('en')} items, ` +
        `${RUNS} runs each, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}:`,
    );
    let worst = 0;
    for (const [label, work] of cases) {
      const { median, p95 } = await time(work);
      worst = Math.max(worst, p95);
      console.info(`  ${label.padEnd(42)} median ${ms(median).padStart(9)}   p95 ${ms(p95).padStart(9)}`);
    }
    console.info(
      `target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${ms(worst)})`,
    );
  } finally {
    await closeDb();
    await cluster.stop();
  }
}

await main();
