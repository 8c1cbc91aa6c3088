import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A production build is up to date when the files it was built from are unchanged.

const INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
];
const STAMP = path.join('.next', 'tribuna-build-stamp');

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
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent(root = process.cwd()) {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === inputsHash(root)
  );
}

export function writeBuildStamp(root = process.cwd()) {
  writeFileSync(path.join(root, STAMP), inputsHash(root));
}
