import { spawnSync } from 'node:child_process';
import { readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { query } from './database';

// What tests/e2e/scans.spec.ts scans, and the two outside checkers it runs: the Nu HTML Checker
// (npm vnu-jar, on Java) on the HTML each route is served with, and axe-core in the browser.
// docs/security-scans.md says what they found and why the few exceptions are right.

/**
 * Every page of the app, found in src/app: each page.tsx is a route (route groups such as (site)
 * left out). A new page is scanned without anyone listing it; a dynamic one needs an example below.
 */
export function appRoutes(root = 'src/app'): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const grouped = /^\(.*\)$/.test(entry.name) || entry.name.startsWith('@');
        if (!entry.name.startsWith('_'))
          walk(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(root, []);
  return routes.sort();
}

/**
 * One real address for each dynamic route, from the demo content. A new dynamic page (a tag, a
 * post by slug) adds its example here; the spec fails naming any route without one.
 */
export const DYNAMIC_EXAMPLES: Record<string, () => Promise<string>> = {
  '/blog/[id]': async () => {
    const [post] = await query<{ id: string }>(
      'select id from blog_posts where active order by published_at desc limit 1',
    );
    return `/blog/${post!.id}`;
  },
};

/** Pages that are not a page.tsx of their own: the site's 404. */
export const EXTRA_ROUTES = ['/nao-existe'];

/**
 * The Nu HTML Checker's CSS checker predates what Tailwind 4 writes into the inlined stylesheet:
 * `@property` (CSS Properties and Values API), `margin-trim` (inside an `@supports` test) and custom
 * properties in `transition-property`. All are valid CSS that browsers support; these three
 * messages, and only they, are dropped (docs/security-scans.md).
 */
const NU_FALSE_POSITIVES = [
  'CSS: Unrecognized at-rule “@property”.*',
  'CSS: “margin-trim”: Property “margin-trim” doesn.t exist.*',
  'CSS: “transition-property”: “--[a-z0-9-]+” is not a “transition-property” value.*',
];

/** The Nu HTML Checker's findings on each document, by name (errors only: warnings are advice). */
export function nuHtmlErrors(documents: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-vnu-'));
  try {
    const names = Object.keys(documents);
    names.forEach((name, i) => writeFileSync(path.join(dir, `${i}.html`), documents[name]!));
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    const run = spawnSync(
      'java',
      [
        '-Xss1m',
        '-jar',
        jar,
        '--format',
        'json',
        '--errors-only',
        '--exit-zero-always',
        '--filterpattern',
        NU_FALSE_POSITIVES.join('|'),
        dir,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error || run.status !== 0) {
      throw new Error(
        `the Nu HTML Checker did not run (java -jar vnu.jar): ${run.error?.message ?? run.stderr}`,
      );
    }
    const { messages } = JSON.parse(run.stderr || run.stdout) as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
    };
    return messages.map((message) => {
      const name = names[Number(path.basename(new URL(message.url).pathname, '.html'))];
      return `${name}:${message.lastLine ?? '?'}: ${message.message} [${message.extract?.trim() ?? ''}]`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** axe-core's violations on the page as shown (transitions finished), any impact. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
