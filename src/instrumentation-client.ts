import { config } from 'zod/v4/core';

// Runs in the browser before the app's own code. Zod's fast path probes `new Function` the first
// time an object schema is built; the site's Content-Security-Policy forbids eval (ADR 0007), so the
// probe would be reported as a CSP violation on every page with a form. Zod then works without it.
config({ jitless: true });
