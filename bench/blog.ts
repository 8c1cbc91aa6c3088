import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { recordInvalidation } from '@/lib/server/invalidation';
import { blogPost, englishSlug, insertBlogPosts } from './blog-posts';
import { BENCH_PORT, startBenchServer } from './server.mjs';

// Benchmark (not a test) of the blog at 10 and at 10,000 posts per language (issues 21 and 34). It
// fills its own database (bench/blog-posts.ts: rich text, five tags each, and each post's English
// version), then times the first page of /blog, a tag page, a search, a post and the feed, and
// /en/blog, an English search and an English post, each RUNS times (median), through HTTP:
// - uncached: a server started with its caches off (PAGE_CACHE=off and no room in the Next.js
//   cache), so every request reads PostgreSQL and renders the page;
// - cached: the normal server, the page already visited (answered from the page cache);
// and the compressed size of the document as a browser gets it (brotli).
// Targets: uncached ≤ 100 ms; documents ≤ 30 KB (the feed ≤ 150 KB); no figure at 10,000 above
// max(1.5 × its figure at 10, 20 ms). Run: npm run bench:blog (RUNS, BENCH_PORT to change).

const RUNS = Number(process.env.RUNS || 10);
const SIZES = [10, 10_000] as const;
const DATA_DIR = '.test-data/bench-blog';
/** The post measured (#5 is on the first page at both sizes) and what the search asks. */
const POST = blogPost(5);
const TAG = POST.tagSlugs[0]!;
const TERM = 'tributário';
const PAGES: [string, string][] = [
  ['/blog', '/blog'],
  [`tag page (/blog/tag/${TAG})`, `/blog/tag/${TAG}`],
  [`search (/blog?q=${TERM})`, `/blog?q=${encodeURIComponent(TERM)}`],
  ['a post', `/blog/${POST.slug}`],
  ['feed', '/blog/feed.xml'],
  // The same in English (issue 34): as many English posts as Portuguese ones.
  ['/en/blog', '/en/blog'],
  [`search (/en/blog?q=${TERM})`, `/en/blog?q=${encodeURIComponent(TERM)}`],
  ['an English post', `/en/blog/${englishSlug(5)}`],
];
const TARGET_MS = 100;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  ms: number;
  bytes: number;
  status: number;
}

/** One GET as a browser sends it (brotli accepted): time to the last byte and bytes on the wire. */
function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(
      { host: '127.0.0.1', port: BENCH_PORT, path, agent, headers: { 'accept-encoding': 'br, gzip' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ ms: performance.now() - start, bytes, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of RUNS requests after two warm-up ones (code paths, query plans). */
async function timed(path: string): Promise<{ ms: number; bytes: number }> {
  for (let i = 0; i < 2; i++) await get(path);
  const answers: Answer[] = [];
  for (let i = 0; i < RUNS; i++) answers.push(await get(path));
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) throw new Error(`${path} answered ${failed.status}`);
  return {
    ms: median(answers.map((answer) => answer.ms)),
    bytes: median(answers.map((answer) => answer.bytes)),
  };
}

type Figures = Record<string, { uncached?: number; cached?: number; bytes?: number }>;
const results: Record<(typeof SIZES)[number], Figures> = { 10: {}, 10_000: {} };

async function measure(size: (typeof SIZES)[number], kind: 'uncached' | 'cached') {
  for (const [label, path] of PAGES) {
    const { ms, bytes } = await timed(path);
    const row = (results[size][label] ??= {});
    row[kind] = ms;
    if (kind === 'cached') row.bytes = bytes;
    console.info(
      `  ${size.toLocaleString('en')} posts, ${kind.padEnd(8)} ${label.padEnd(34)} ${ms.toFixed(1)} ms`,
    );
  }
}

/** Adds posts through the running server's database and has it forget what it cached. */
async function fill(from: number, to: number) {
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'attach' });
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const start = performance.now();
    await insertBlogPosts(client, from, to);
    await client.query('vacuum analyze blog_posts');
    await recordInvalidation(client, 'bench', ['blog_posts']);
    console.info(`  filled posts ${from}–${to} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the invalidation's race window
}

const UNCACHED = { PAGE_CACHE: 'off', TRIBUNA_CACHE_MAX_MB: '0.0001' };
const run = async (options: Parameters<typeof startBenchServer>[0], work: () => Promise<void>) => {
  const server = await startBenchServer({ demo: false, dataDir: DATA_DIR, ...options });
  try {
    await work();
  } finally {
    await server.stop();
  }
};

console.info(
  `load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (${os.cpus().length} CPUs)`,
);
await run({ fresh: true }, async () => {
  await fill(1, SIZES[0]);
  await measure(SIZES[0], 'cached');
});
await run({ fresh: false, env: UNCACHED }, async () => {
  await measure(SIZES[0], 'uncached');
  await fill(SIZES[0] + 1, SIZES[1]);
  await measure(SIZES[1], 'uncached');
});
await run({ fresh: false }, () => measure(SIZES[1], 'cached'));
console.info(
  `load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

// The table, for the terminal and the README, and the targets.
const lines = [
  '| page | posts | uncached (ms) | cached (ms) | document (KB, br) |',
  '| ---- | ----: | ------------: | ----------: | ----------------: |',
];
const misses: string[] = [];
for (const [label] of PAGES) {
  for (const size of SIZES) {
    const { uncached = NaN, cached = NaN, bytes = NaN } = results[size][label]!;
    lines.push(
      `| ${label} | ${size.toLocaleString('en')} | ${uncached.toFixed(1)} | ${cached.toFixed(1)} | ${(bytes / 1024).toFixed(1)} |`,
    );
    const sizeLimit = label === 'feed' ? 150 : 30;
    if (uncached > TARGET_MS)
      misses.push(`${label} at ${size}: uncached ${uncached.toFixed(1)} ms > ${TARGET_MS} ms`);
    if (bytes / 1024 > sizeLimit)
      misses.push(`${label} at ${size}: ${(bytes / 1024).toFixed(1)} KB > ${sizeLimit} KB`);
  }
  const small = results[SIZES[0]][label]!;
  const large = results[SIZES[1]][label]!;
  for (const kind of ['uncached', 'cached'] as const) {
    const limit = Math.max(1.5 * small[kind]!, 20);
    if (large[kind]! > limit)
      misses.push(`${label} ${kind}: ${large[kind]!.toFixed(1)} ms at 10,000 > ${limit.toFixed(1)} ms`);
  }
}
console.info(`\n${lines.join('\n')}\n`);
console.info(misses.length ? `Targets missed:\n- ${misses.join('\n- ')}` : 'Every target met.');
agent.destroy();
