import { closeDb } from '@/lib/server/db/client';
import { parseEnv } from '@/lib/server/env';
import {
  applyToCacheHandler,
  shareInvalidations,
  startInvalidationListener,
} from '@/lib/server/invalidation';
import { appGauges, databaseChecks } from '@/lib/server/probes';
import {
  askPrimary,
  recordStartedSettings,
  registerProbes,
  systemState,
  type StartedApp,
  type StartedSettings,
} from '@/runtime/runtime.mjs';

// A web worker's start (ADR 0025): the system process has started the database and the job worker;
// the primary passes on what it learned. The worker keeps its caches in step with every other
// (the invalidation listener) and answers /readyz for the whole instance.

export async function startServing(): Promise<StartedApp> {
  const settings = (await askPrimary('settings')) as StartedSettings;
  recordStartedSettings(settings);
  const env = parseEnv();
  const url = settings.databaseUrl!;
  const invalidations = await startInvalidationListener({
    connectionString: url,
    apply: applyToCacheHandler,
  });
  shareInvalidations(invalidations);
  registerProbes({
    readiness: async () => {
      const system = systemState();
      return {
        ...(system?.database === 'restarting'
          ? { database: 'restarting', migrations: 'unknown' }
          : await databaseChecks(url)),
        worker: system?.worker ?? 'stopped',
      };
    },
    changes: () => systemState()?.changes ?? 0,
    gauges: appGauges,
  });
  return {
    siteUrl: env.SITE_URL,
    stop: async () => {
      registerProbes(undefined);
      shareInvalidations(undefined);
      await invalidations.stop();
      await closeDb().catch(() => {});
    },
  };
}
