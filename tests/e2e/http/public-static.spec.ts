import { expect, test } from '../fixtures';
import { PUBLIC_PAGES } from '../public-helpers';

// Public pages reach a phone as HTML plus one small script, with no React in the browser (issue 13,
// docs/decisions/0008-public-pages-without-react-in-the-browser.md). Their behaviour is covered by the
// public-* specs; this one checks what they load.

const SCRIPT_BUDGET_BYTES = 20 * 1024; // compressed, everything a page loads up front

test.describe('public pages without React in the browser', () => {
  for (const { path } of [...PUBLIC_PAGES, { path: '/nao-existe' }]) {
    test(`${path} loads the site's script and none of Next.js's`, async ({ page, allowConsoleErrors }) => {
      if (path === '/nao-existe') {
        allowConsoleErrors(/status of 404/, 'unknown paths answer 404; the browser logs the status');
      }
      const scripts: { url: string; bytes: number }[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const sizes = await response.request().sizes();
        scripts.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');

      expect(scripts.map((script) => script.url)).toEqual([
        expect.stringMatching(/^\/_enhance\/site-\w+\.js$/),
      ]);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      expect(total).toBeLessThan(SCRIPT_BUDGET_BYTES);
      // No React root, no RSC payload.
      expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false);
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<script[^>]*src="\/_next\/|self\.__next_f/);
    });
  }
});
