import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config';
import { closeE2eDb, turnConnection } from './helpers/database';

// The one `test` of every spec. Besides `adminPage`, it fails any test during which a page logs a
// console error or has an uncaught exception or unhandled rejection, in every browser context the
// test uses (its own, and any it opens with browser.newContext/newPage). Where the spec itself has
// an error logged, the test says so with `allowConsoleErrors(pattern, reason)`; the allowance
// lasts for that test only.

/** Whether the page is where a sign-in lands: the admin area's first screen. */
const atAdminHome = (page: Page) => /\/admin\/noticias$/.test(page.url());

/**
 * One attempt through the /login form, the only way in (Better Auth's HTTP API is closed: ADR 0003),
 * on the suite's server or another one (`origin`): 'signed-in' once /admin/noticias opens, or the
 * toast the form answers with.
 */
export async function tryLogin(
  page: Page,
  email: string,
  password: string,
  origin = `http://localhost:${E2E_PORT}`,
): Promise<string> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const answered = toasts(page).filter({ hasNotText: 'Login realizado com sucesso!' }).first();
  await expect
    .poll(async () => atAdminHome(page) || (await answered.isVisible()), {
      timeout: 15_000,
    })
    .toBe(true);
  if (atAdminHome(page)) return 'signed-in';
  // Sonner's toast: its title is the message (its close button has only a label).
  return (await answered.locator('[data-title]').textContent())?.trim() ?? '';
}

/** Signs the page's browser context in through the /login form (see tryLogin). */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  origin = `http://localhost:${E2E_PORT}`,
) {
  expect(await tryLogin(page, email, password, origin), `sign-in of ${email}`).toBe('signed-in');
}

/** Every toast on screen (SPEC §9): sonner's in the back office, components/site/toast/toast.enhance.ts's on public pages. */
export const toasts = (page: Page) => page.locator('[data-sonner-toast], [data-toast]');
/** The toast showing a text. */
export const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });

interface Allowance {
  pattern: RegExp;
  reason: string;
}

interface Options {
  /**
   * The spec's tests run alone (`test.use({ alone: true })` at its top): they change what every
   * test shares (the firm's settings, the sign-in policy), count what every test does (visits, the
   * page cache), or start, build or stop servers of their own. See `turn`.
   */
  alone: boolean;
}

interface Fixtures {
  /** A page at /admin/noticias, signed in as the e2e super_admin created at start-up. */
  adminPage: Page;
  /**
   * Automatic: collects the pages' errors and fails the test on any that is not allowed. A test
   * whose spec has an error logged calls it with the error's pattern and the spec's reason.
   */
  allowConsoleErrors: (pattern: RegExp, reason: string) => void;
}

let testsStarted = 0;

/**
 * Allowed in every test: an admin list draws every item's image, and the other worker's test may
 * delete an item (and its file) while the list loads: its thumbnail answers 404.
 */
const SHARED_LIST_IMAGES: Allowance = {
  pattern:
    /^console\.error on https?:\/\/[^/]+\/admin\/[^ ]* \(https?:\/\/[^/]+\/_next\/image\?url=%2Fmedia%2F[^ ]*\): Failed to load resource: the server responded with a status of 404/,
  reason: "another worker's test deleted an item whose image this admin list was showing",
};

/** The advisory lock of the tests' turns (any number: the e2e database is the suite's own). */
const TURN_LOCK = 3100;

export const test = base.extend<
  Options & Fixtures & { turn: void },
  { databaseConnection: void; adminSession: { cookies: Cookie[] } }
>({
  alone: [false, { option: true }],

  // Two workers share the server (playwright.config.ts), each test making its own users and content.
  // Every test holds a turn: shared, or exclusive for a spec that runs alone. A PostgreSQL advisory
  // lock, granted in the order asked (a waiting alone test is not overtaken), held for the test.
  // The wait has an allowance of its own (the other worker's test and its retry), not the test's.
  turn: [
    async ({ alone }, use) => {
      const connection = await turnConnection();
      const [lock, unlock] = alone
        ? ['pg_advisory_lock', 'pg_advisory_unlock']
        : ['pg_advisory_lock_shared', 'pg_advisory_unlock_shared'];
      await connection.query(`select ${lock}($1)`, [TURN_LOCK]);
      try {
        await use();
      } finally {
        await connection.query(`select ${unlock}($1)`, [TURN_LOCK]);
      }
    },
    { auto: true, timeout: 300_000 },
  ],

  // Each test is its own visitor: the e2e server trusts one proxy hop (TRUST_PROXY=1 in
  // playwright.config.ts), so per-address limits (forms, sign-in, visits) never carry across tests
  // or workers (the worker's process id makes its addresses its own).
  extraHTTPHeaders: async ({}, use) => {
    const n = ++testsStarted;
    await use({ 'x-forwarded-for': `172.${16 + ((process.pid >> 8) & 15)}.${process.pid & 255}.${n & 255}` });
  },

  allowConsoleErrors: [
    async ({ context, browser }, use) => {
      const allowances: Allowance[] = [SHARED_LIST_IMAGES];
      const errors: string[] = [];
      const watch = async (watched: BrowserContext) => {
        // A CSP violation logs no console error by itself: report it as one.
        await watched.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
        watched.on('console', (message) => {
          if (message.type() !== 'error') return;
          const { url, lineNumber } = message.location();
          errors.push(`console.error on ${message.page()?.url()} (${url}:${lineNumber}): ${message.text()}`);
        });
        watched.on('weberror', (error) => {
          errors.push(`uncaught on ${error.page()?.url()}: ${error.error().stack ?? error.error().message}`);
        });
      };
      await watch(context);
      const restore = watchNewContexts(browser, watch);
      try {
        await use((pattern, reason) => {
          expect(reason.trim(), 'an allowed console error needs the reason the spec gives').not.toBe('');
          allowances.push({ pattern, reason });
        });
      } finally {
        restore();
      }
      const unexpected = errors.filter((error) => !allowances.some(({ pattern }) => pattern.test(error)));
      expect(unexpected, 'errors the page logged (console.error, uncaught exceptions)').toEqual([]);
    },
    { auto: true },
  ],

  // Signing in through the form takes seconds (its page, the password hash, the first admin page):
  // the tests that are not about signing in share the worker's session, and sign in again only
  // when a test ended it (Sair, revoked sessions): the admin area then answers with /login.
  adminPage: async ({ page, adminSession }, use) => {
    if (adminSession.cookies.length) {
      await page.context().addCookies(adminSession.cookies);
      await page.goto('/admin/noticias');
    }
    if (!atAdminHome(page)) {
      await page.context().clearCookies();
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      adminSession.cookies = await page.context().cookies();
    }
    await use(page);
  },

  adminSession: [async ({}, use) => use({ cookies: [] }), { scope: 'worker' }],

  // One connection pool to the e2e database per worker, closed when the worker ends.
  databaseConnection: [
    async ({}, use) => {
      await use();
      await closeE2eDb();
    },
    { scope: 'worker', auto: true },
  ],
});

/** Watches every context the test opens itself, until `restore` is called. */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => Promise<void>): () => void {
  const { newContext, newPage } = browser;
  browser.newContext = async (...args) => {
    const created = await newContext.apply(browser, args);
    await watch(created);
    return created;
  };
  browser.newPage = async (...args) => {
    const created = await newPage.apply(browser, args);
    await watch(created.context());
    return created;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export { expect };
