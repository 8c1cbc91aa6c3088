import { spawnSync } from 'node:child_process';
import { writeBuildStamp } from './build-stamp.mjs';
import { buildEnhance } from './enhance.mjs';

/** `next build`, the public pages' script, then a stamp that lets `npm start` skip the build while the sources are unchanged. */
export function build() {
  const next = new URL('../node_modules/next/dist/bin/next', import.meta.url).pathname;
  const result = spawnSync(process.execPath, [next, 'build'], {
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildEnhance();
  writeBuildStamp();
}

if (import.meta.url === `file://${process.argv[1]}`) build();
