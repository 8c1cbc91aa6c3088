// What compressing once saves on each uncached render (ADR 0011): the home's HTML compressed the way
// the old stack did (Next.js gzip; the security headers gunzip and gzip again; the page cache gunzips
// and keeps gzip 6 and brotli 5) and the way the HTTP layer does now (brotli 5 once for a page the
// page cache keeps, brotli 4 for any other answer). Prints the median milliseconds of each.
// Usage: npm run bench:compression (starts the bench server) or BENCH_URL=http://host:port/ to use a
// running one.
import zlib from 'node:zlib';
import { startBenchServer } from './server.mjs';

const RUNS = Number(process.env.RUNS || 200);
const gzip = (/** @type {Buffer} */ body) => zlib.gzipSync(body, { level: 6 });
const brotli = (/** @type {Buffer} */ body, /** @type {number} */ quality) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });

async function homeHtml() {
  if (process.env.BENCH_URL) return fetchHtml(process.env.BENCH_URL);
  const server = await startBenchServer();
  try {
    return await fetchHtml(`${server.url}/`);
  } finally {
    await server.stop();
  }
}

async function fetchHtml(/** @type {string} */ url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

function median(/** @type {() => void} */ work) {
  for (let i = 0; i < 20; i++) work();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[times.length >> 1].toFixed(2);
}

const html = await homeHtml();
const before = () => {
  zlib.gunzipSync(gzip(html)); // Next.js's gzip, read by the security headers
  zlib.gunzipSync(gzip(html)); // their gzip again, read by the page cache
  gzip(html);
  brotli(html, 5); // the page cache's two copies
};
console.info(
  `home: ${html.length} bytes; brotli 5 ${brotli(html, 5).length}, brotli 4 ${brotli(html, 4).length}, gzip 6 ${gzip(html).length}`,
);
console.table([
  { path: 'before: 3 gzip + 2 gunzip + brotli 5', 'ms per render': median(before) },
  { path: 'now, a page the page cache keeps: brotli 5', 'ms per render': median(() => brotli(html, 5)) },
  { path: 'now, any other answer: brotli 4', 'ms per render': median(() => brotli(html, 4)) },
]);
