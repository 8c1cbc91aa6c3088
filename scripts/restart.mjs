// @ts-check
import { readFileSync } from 'node:fs';
import nextEnv from '@next/env';
import { primaryPidFile } from '../src/http/primary.mjs';

// `npm run restart`: the running instance (`npm start` with the same DATA_DIR) replaces its web
// workers one at a time on the current build, dropping no request (SIGHUP to its primary, ADR 0025).
// A new version (a new build, changed settings) needs the primary itself restarted: README, "Deploying".

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const file = primaryPidFile();
let pid;
try {
  pid = Number(readFileSync(file, 'utf8').trim());
  process.kill(pid, 'SIGHUP');
} catch {
  console.error(`No running Tribuna found (${file}): start it with npm start.`);
  process.exit(1);
}
console.info(
  `Tribuna (pid ${pid}) is replacing its web workers one at a time; its log says when it is done.`,
);
