import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Processes of the embedded cluster: is one alive, and which postmaster a data directory records.

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the cluster's postmaster.pid (the running postmaster's, or a stale one). */
export function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]!,
      10,
    );
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
