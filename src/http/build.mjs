// @ts-check
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEnhance } from './enhance-bundle.mjs';

// The production build (`next build`, then the public pages' script) and the stamp that lets
// `npm start` skip it while the files it was built from are unchanged. `npm run build` runs it
// through scripts/build.mjs; the primary (src/http/primary.mjs) runs it when the stamp is stale.

const INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];
const STAMP = path.join('.next', 'tribuna-build-stamp');
/**
 * The HTTP layer and the system process's entry (ADR 0025) run from their sources and are never
 * built, so a change there needs no new build. What they share with the app (src/runtime: the
 * per-process state, the logger, the framework's seams; src/startup) is bundled into the app as
 * well, and counts.
 */
const notBuilt = (/** @type {string} */ file) =>
  file.startsWith(`src${path.sep}http${path.sep}`) || file === path.join('src', 'system-process.ts');

/**
 * @param {string} entry
 * @returns {Generator<string>}
 */
function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function inputsHash(root = process.cwd()) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      const relative = path.relative(root, file);
      if (notBuilt(relative)) continue;
      hash.update(relative).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether a production build exists and was made from the files as they are now. */
export function isBuildCurrent(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === inputsHash(root)
  );
}

function writeBuildStamp(root = process.cwd()) {
  writeFileSync(path.join(root, STAMP), inputsHash(root));
}

/** `next build`, the public pages' script, then the stamp. */
export function build() {
  const next = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;
  const result = spawnSync(process.execPath, [next, 'build'], {
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildEnhance();
  writeBuildStamp();
}
