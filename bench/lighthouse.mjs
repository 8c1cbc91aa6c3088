// Lighthouse (mobile preset, Debian's Chromium) on the public pages of the production build with
// demo content. Each page is measured BENCH_RUNS times (default 3), the pages interleaved run by
// run, and the median run (by performance score, then LCP) is shown: a shared machine makes single
// runs noisy.
// With PEER_URL set (e.g. http://127.0.0.1:8081, the WordPress of ../shared/peers), the peer's home
// and a post (PEER_POST, default /transacao-tributaria-oportunidades/) are measured in the same
// run, interleaved with ours, so the figures compare. The table is printed for the terminal and
// as markdown, ready for the README.
// Usage: [PEER_URL=http://127.0.0.1:8081] [BENCH_RUNS=3] npm run bench:lighthouse
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer, warmUp } from './server.mjs';

process.env.CHROME_PATH ||= '/usr/bin/chromium';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const PEER_URL = process.env.PEER_URL?.replace(/\/+$/, '');
const PEER_POST = process.env.PEER_POST || '/transacao-tributaria-oportunidades/';

const server = await startBenchServer();
// The newest post is a rich one (headings, lists, links, 'Neste artigo'); its first tag's page too.
const postHtml = await (await fetch(`${server.url}${server.postPath}`)).text();
const tagPath = postHtml.match(/href="(\/blog\/tag\/[a-z0-9-]+)"/)?.[1];
if (!tagPath) throw new Error(`no tag link on ${server.postPath}`);
// The newest English post (demo content has three).
const englishPostPath = (await (await fetch(`${server.url}/en/blog`)).text()).match(
  /href="(\/en\/blog\/[a-z0-9-]+)"/,
)?.[1];
if (!englishPostPath) throw new Error('no English post on /en/blog');
const ourPaths = [
  '/',
  '/apresentacao',
  '/servicos',
  '/advocacia-tributaria',
  '/blog',
  server.postPath,
  tagPath,
  '/contratar-servicos',
  '/contato',
  '/consultation-request',
  // The booking (issue 23): its first step, and the month of the demo calendar's days.
  '/agendar-consulta',
  '/agendar-consulta?area=advocacia-tributaria&modalidade=presencial',
  // Their English twins (issue 34): the same scores are expected.
  '/en',
  '/en/tax-law',
  '/en/blog',
  englishPostPath,
  '/en/book-a-consultation',
];
const targets = [
  ...ourPaths.map((path) => ({
    name: `Tribuna ${
      {
        [server.postPath]: '/blog/{slug}',
        [tagPath]: '/blog/tag/{tag}',
        [englishPostPath]: '/en/blog/{slug}',
      }[path] ?? path
    }`,
    url: `${server.url}${path}`,
  })),
  ...(PEER_URL
    ? [
        { name: 'WordPress /', url: `${PEER_URL}/` },
        { name: 'WordPress post', url: `${PEER_URL}${PEER_POST}` },
      ]
    : []),
];

const KB = (bytes) => Math.round(bytes / 1024);
const runsOf = new Map(targets.map((target) => [target, []]));
let chrome;
try {
  await warmUp(server.url, ourPaths);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Nothing outside this machine (the peer's theme would otherwise try the internet).
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ],
  });
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      // Default configuration = the mobile preset (Moto G Power emulation, simulated slow 4G).
      const result = await lighthouse(target.url, { port: chrome.port, logLevel: 'error', output: 'json' });
      runsOf.get(target).push(result.lhr);
    }
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

const rows = [];
for (const target of targets) {
  const runs = runsOf.get(target);
  const score = (lhr) => lhr.categories.performance.score;
  const lcp = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;
  const inOrder = [...runs];
  runs.sort((a, b) => score(a) - score(b) || lcp(b) - lcp(a));
  const { categories, audits } = runs[Math.floor(runs.length / 2)];
  const items = audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  rows.push({
    page: target.name,
    performance: Math.round(categories.performance.score * 100),
    'LCP (s)': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
    'TBT (ms)': Math.round(audits['total-blocking-time'].numericValue),
    CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
    'transferred (KB)': KB(audits['total-byte-weight'].numericValue),
    'JS (KB)': KB(bytesOf('script')),
    'fonts (KB)': KB(bytesOf('font')),
    'document (KB)': KB(bytesOf('document')),
    'each run': runs.map((lhr) => Math.round(score(lhr) * 100)).join(' '),
    // The largest paint of every run, in run order (issue 21 compares them run by run).
    'LCP each run (s)': inOrder.map((lhr) => (lcp(lhr) / 1000).toFixed(2)).join(' '),
  });
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => audit.id);
  if (failing.length) console.info(`${target.name}: audits below 0.9: ${failing.join(', ')}`);
}

console.table(rows);
const columns = Object.keys(rows[0]);
console.info(
  [
    `Lighthouse 12 mobile preset, median of ${RUNS}, one interleaved run (${new Date().toISOString().slice(0, 10)}); sizes are transferred (compressed) KB.`,
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map((column) => (column === 'page' ? '---' : '--:')).join('|')}|`,
    ...rows.map(
      (row) => `| ${columns.map((column) => String(row[column]).replace('Tribuna ', '')).join(' | ')} |`,
    ),
  ].join('\n'),
);
