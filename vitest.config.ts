import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The files that start databases of their own whatever DATABASE_URL says and time their restarts
// (tests/README.md). VITEST_TIMED=only runs just them, VITEST_TIMED=skip all the others: CI runs
// them on an idle machine and the rest beside the browser tests (.ci/run).
const TIMED = [
  'tests/integration/database/db-supervision.test.ts',
  'tests/integration/database/durability.test.ts',
  'tests/integration/database/embedded-postgres.test.ts',
  'tests/integration/operations/operations.test.ts',
];
const timed = process.env.VITEST_TIMED;

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside React Server Components; tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'tests/setup/server-only.ts'),
    },
  },
  test: {
    include: timed === 'only' ? TIMED : ['tests/integration/**/*.test.ts'],
    exclude: timed === 'skip' ? [...configDefaults.exclude, ...TIMED] : configDefaults.exclude,
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/database-per-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
