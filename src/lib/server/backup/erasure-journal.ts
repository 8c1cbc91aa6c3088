import 'server-only';
import { createHmac } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { serverSecret } from '../server-secret';

// The erasure journal (docs/operations.md, "Backup and restore"): every LGPD erasure, as the time and
// an HMAC of the address keyed with the server secret (never the address), one JSON line each, in
// DATA_DIR/erasures.jsonl. It lives outside the database on purpose: a restored backup brings back
// whom it held, and `npm run restore` erases again everyone erased after the backup was made.

export const ERASURE_JOURNAL_FILE = 'erasures.jsonl';

export interface JournalEntry {
  at: Date;
  hash: string;
}

/** The journal of a DATA_DIR. */
export function erasureJournalPath(dataDir: string): string {
  return path.join(dataDir, ERASURE_JOURNAL_FILE);
}

/** The address's hash in the journal: HMAC-SHA256 with the server secret, of the lower-cased address. */
export function erasureHash(email: string, secret = serverSecret()): string {
  return createHmac('sha256', secret).update(`tribuna-erasure:${email.trim().toLowerCase()}`).digest('hex');
}

/**
 * Appends one erasure and waits for it to reach the disk. One write of one line to a file opened
 * for appending (O_APPEND): entries of concurrent erasures never interleave, and a crash leaves at
 * most a torn last line, which reading skips. The file is readable by the server's user only.
 */
export async function journalErasure(file: string, email: string, at = new Date()): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'a', 0o600);
  try {
    await handle.chmod(0o600); // also a journal made by hand
    await handle.write(`${JSON.stringify({ at: at.toISOString(), hash: erasureHash(email) })}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every erasure of the journal (none when there is no journal); damaged lines are skipped. */
export async function readErasureJournal(file: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: JournalEntry[] = [];
  for (const line of text.split('\n')) {
    try {
      const entry = JSON.parse(line) as { at?: unknown; hash?: unknown };
      const at = new Date(typeof entry.at === 'string' ? entry.at : NaN);
      if (
        typeof entry.hash === 'string' &&
        /^[0-9a-f]{64}$/.test(entry.hash) &&
        !Number.isNaN(at.getTime())
      ) {
        entries.push({ at, hash: entry.hash });
      }
    } catch {
      // an empty or torn line
    }
  }
  return entries;
}
