import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/server/env';
import { getOutboxStore, type OutboxStore } from '@/lib/server/mail/outbox-store';
import type { HeldOutboxFile } from './schema';

// The e-mails held in the outbox (lib/server/mail/mailer.ts): one JSON message each, in DATA_DIR/outbox
// or, with STORAGE=s3, in the bucket every instance shares (ADR 0022). Each names the visitor it
// concerns in `aboutEmail`; files written before that field existed are found by their replyTo (the
// firm's e-mails about a request) or their recipients (the e-mails to the visitor). Found by that
// address (export, erasure) or by date (retention).

interface OutboxMessage {
  aboutEmail?: unknown;
  replyTo?: unknown;
  to?: unknown;
  subject?: unknown;
  date?: unknown;
}

/** The outbox folder of this server with local storage (DATA_DIR/outbox). */
export function outboxDir(): string {
  return path.join(getEnv().DATA_DIR, 'outbox');
}

async function readAll(store: OutboxStore): Promise<{ file: string; message: OutboxMessage }[]> {
  const names = await store.names();
  const files = await Promise.all(
    names.map(async (name) => {
      try {
        const text = await store.read(name);
        const message = text === null ? null : (JSON.parse(text) as unknown);
        return typeof message === 'object' && message !== null
          ? { file: name, message: message as OutboxMessage }
          : null;
      } catch {
        return null; // not one of ours, or being written: left alone
      }
    }),
  );
  return files.filter((entry) => entry !== null);
}

const normalized = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** The bare addresses of a header value such as 'A <a@x.test>, b@x.test'. */
const addressesIn = (value: unknown) =>
  normalized(value)
    .split(',')
    .map((part) => (/<([^>]*)>/.exec(part)?.[1] ?? part).trim())
    .filter(Boolean);

/** The visitors a message names: one address, or several (a digest about several requests). */
const aboutOf = (message: OutboxMessage) =>
  (Array.isArray(message.aboutEmail) ? message.aboutEmail : [message.aboutEmail]).map(normalized);

/** Every address a message concerns: the visitor it names, its Reply-To and its recipients. */
function addressesOf(message: OutboxMessage): string[] {
  return [...aboutOf(message), normalized(message.replyTo), ...addressesIn(message.to)].filter(Boolean);
}

/**
 * Whether a message concerns a visitor, for the retention: it names one, or it was written before
 * messages named them (no aboutEmail at all), when anyone's data may be in it.
 */
const aboutVisitor = (message: OutboxMessage) =>
  !('aboutEmail' in message) || aboutOf(message).some(Boolean) || normalized(message.replyTo) !== '';

async function matching(email: string, store: OutboxStore) {
  const files = await readAll(store);
  return files.filter(({ message }) => addressesOf(message).includes(email));
}

/** The outbox e-mails concerning `email` (lower-cased). */
export async function outboxFilesOf(email: string, store = getOutboxStore()): Promise<HeldOutboxFile[]> {
  return (await matching(email, store))
    .map(({ file, message }) => ({
      file,
      date: typeof message.date === 'string' ? message.date : null,
      subject: typeof message.subject === 'string' ? message.subject : '',
      content: message,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

async function remove(store: OutboxStore, files: string[]): Promise<number> {
  let removed = 0;
  for (const file of files) if (await store.remove(file)) removed += 1;
  return removed;
}

/** Deletes the outbox e-mails concerning `email`; returns how many went. */
export async function deleteOutboxFilesOf(email: string, store = getOutboxStore()): Promise<number> {
  return remove(
    store,
    (await matching(email, store)).map((entry) => entry.file),
  );
}

/** Deletes the outbox e-mails concerning a visitor written before `cutoff`. */
export async function deleteOutboxFilesBefore(cutoff: Date, store = getOutboxStore()): Promise<number> {
  const files = await readAll(store);
  const old = files.filter(({ message }) => {
    if (!aboutVisitor(message) || typeof message.date !== 'string') return false;
    const date = new Date(message.date);
    return !Number.isNaN(date.getTime()) && date < cutoff;
  });
  return remove(
    store,
    old.map((entry) => entry.file),
  );
}
