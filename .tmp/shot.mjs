import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', parts = '1'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('response', (r) => r.status() >= 400 && !r.url().includes('login') && console.log('HTTP', r.status(), r.url()));
await page.goto(url, { waitUntil: 'load' });
for (let y = 0; y < 12000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(80); }
await page.waitForTimeout(800);
const height = await page.evaluate(() => document.body.scrollHeight);
const n = Number(parts);
const step = Math.ceil(height / n);
for (let i = 0; i < n; i++) {
  await page.screenshot({ path: out.replace('.png', `${i}.png`), fullPage: true, clip: { x: 0, y: i * step, width: Number(width), height: Math.min(step, height - i * step) } });
}
console.log('height', height);
await browser.close();
