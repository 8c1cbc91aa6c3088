// Zod's fast path probes `new Function` the first time an object schema is built; the site's
// Content-Security-Policy forbids eval (ADR 0007), so the probe would be reported as a CSP violation
// on every page with a form. Zod then works without it. Zod 4 keeps its configuration on
// `globalThis.__zod_globalConfig` (zod/v4/core/core.js), which is set here directly: importing zod's
// `config` would put zod on every page, forms or not (issue 13). If a zod upgrade moves it, every
// e2e spec with a form fails on the CSP violation.

/** Turns zod's eval probe off; call it before any schema is built in the browser. */
export function setZodJitless(): void {
  const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });
}
