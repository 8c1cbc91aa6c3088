// Lighthouse (mobile preset, Debian's Chromium) on the public pages of the production build with
// demo content. Each page is measured BENCH_RUNS times (default 3) and the median run (by
// performance score) is shown, since a shared machine makes single runs noisy.
// Usage: npm run bench:lighthouse
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer, warmUp } from './server.mjs';

process.env.CHROME_PATH ||= '/usr/bin/chromium';

const server = await startBenchServer();
const pages = ['/', '/blog', server.postPath, '/servicos', '/advocacia-tributaria', '/contato'];
const RUNS = Number(process.env.BENCH_RUNS || 3);
const rows = [];
let chrome;
try {
  await warmUp(server.url, pages);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Default configuration = the mobile preset (Moto G Power emulation, simulated slow 4G).
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
      });
      runs.push(result.lhr);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const { categories, audits } = runs[Math.floor(runs.length / 2)];
    const items = audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
    rows.push({
      page: path === server.postPath ? '/blog/{id}' : path,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      'LCP (s)': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'total (KB)': Math.round(audits['total-byte-weight'].numericValue / 1024),
      'JS (KB)': Math.round(bytesOf('script') / 1024),
      'performance of each run': runs
        .map((lhr) => Math.round(lhr.categories.performance.score * 100))
        .join(' '),
    });
    const failing = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id);
    if (failing.length) console.info(`${path}: audits below 0.9: ${failing.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
console.table(rows);
