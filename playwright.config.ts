import { defineConfig, devices } from '@playwright/test';

// Browser tests run against the production build, on their own port and DATA_DIR, started fresh
// (demo content) for every run.
// TEST_DATA_DIR and E2E_PORT let two checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_DATA_DIR = `${process.env.TEST_DATA_DIR || '.test-data'}/e2e`;
export const E2E_ADMIN = { email: 'admin@tribuna.test', password: 'admin-e2e-senha' };

export default defineConfig({
  testDir: 'tests/e2e',
  // Two spec files at a time, each test making its own users and content; a spec that changes what
  // every test shares runs its tests alone (`test.use({ alone: true })`, tests/e2e/fixtures.ts).
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // CI runs two integration suites beside this one on two cores: the longest journeys (a dozen
  // screens) then pass 30 s.
  timeout: 60_000,
  // There, too, a server action can take longer than the default 5 s to answer: a page's answer is
  // waited for 10 s (a test that fails still fails, later).
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'pt-BR',
    // Recording a trace costs every test time: CI records its retries only (a failure run again).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node src/http/start.mjs`,
    url: `http://localhost:${E2E_PORT}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_CONTENT: 'true',
      // The tests act as the proxy in front of the site: each gets its own client address (fixtures.ts).
      TRUST_PROXY: '1',
      // Warnings and errors only in the run's output: a line per request would bury the results.
      LOG_LEVEL: 'warn',
      // One web worker (ADR 0025): the suite's browsers share CI's two cores with it.
      WEB_CONCURRENCY: '1',
    },
  },
});
