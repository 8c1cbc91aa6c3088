import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  appRoutes,
  axeViolations,
  DYNAMIC_EXAMPLES,
  EXTRA_ROUTES,
  nuHtmlErrors,
  STEP_EXAMPLES,
} from '../helpers/scans';
import { scrollThrough } from '../public-helpers';

// Every page of the site, public and signed-in, checked by two tools nobody here wrote (issue 25
// §5): the Nu HTML Checker on the HTML as served, and axe-core on the page in Chromium. Routes
// are found in src/app (helpers/scans.ts), so a new page with invalid markup or an accessibility
// violation fails here. Each page is visited once.

/**
 * The document to check. An admin screen whose data came late is streamed in pieces: React sends
 * placeholders (`<template id="P:…">`, even inside a table row) and fills them from the pieces that
 * follow, with its inline scripts, before the load event. Such a document is checked as the browser
 * assembled it; any other (every public page: they render whole) as the server sent it.
 */
async function asAssembled(page: Page, served: string): Promise<string> {
  return /<template id="[BP]:/.test(served) ? page.content() : served;
}

test('every page is valid HTML (Nu HTML Checker) and has no accessibility violation (axe-core)', async ({
  adminPage: page,
  allowConsoleErrors,
}) => {
  test.setTimeout(600_000); // about 40 pages; a few seconds each on a loaded machine
  allowConsoleErrors(/status of 404/, 'the site 404 is one of the pages: the browser logs its status');
  const routes = appRoutes();
  const missing = routes.filter((route) => route.includes('[') && !DYNAMIC_EXAMPLES[route]);
  expect(missing, 'dynamic pages need an example in tests/e2e/helpers/scans.ts').toEqual([]);
  const paths = [
    ...(await Promise.all(routes.map((route) => DYNAMIC_EXAMPLES[route]?.() ?? route))),
    ...(await Promise.all(STEP_EXAMPLES.map((example) => example()))),
    ...EXTRA_ROUTES,
  ];

  const documents: Record<string, string> = {};
  const violations: Record<string, string[]> = {};
  for (const path of paths) {
    // The HTML as the server sent it (signed in: the admin screens), then the page as shown.
    const response = await page.goto(path);
    expect([200, 404], `${path} answers`).toContain(response?.status());
    documents[path] = await asAssembled(page, await response!.text());
    await scrollThrough(page); // what shows on the way down (lazy images) is checked too
    const found = await axeViolations(page);
    if (found.length) violations[path] = found;
  }
  expect.soft(violations, 'axe-core').toEqual({});
  expect(nuHtmlErrors(documents), 'Nu HTML Checker').toEqual([]);
});
