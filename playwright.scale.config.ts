import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:scale`: two production instances on one external PostgreSQL and one S3 peer, as
// behind a load balancer (tests/scale/instances.ts starts them). A listens on SCALE_PORT (default
// 3200), B on the next port; pages go to A unless a test names B.
export const SCALE_PORT = Number(process.env.SCALE_PORT || 3200);

export default defineConfig({
  ...base,
  testDir: 'tests/scale',
  webServer: undefined,
  timeout: 60_000,
  retries: 0,
  use: { ...base.use, baseURL: `http://localhost:${SCALE_PORT}` },
});
