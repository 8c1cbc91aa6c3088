import 'server-only';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/server/env';
import type { HeldOutboxFile } from './schema';

// The e-mails about requests written to DATA_DIR/outbox (lib/server/mail/mailer.ts): each is a JSON
// file whose replyTo is the visitor's address. Found by that address (erasure) or by date (retention).

interface OutboxMessage {
  replyTo?: unknown;
  subject?: unknown;
  date?: unknown;
}

/** The outbox folder of this server (DATA_DIR/outbox). */
export function outboxDir(): string {
  return path.join(getEnv().DATA_DIR, 'outbox');
}

async function readAll(dir: string): Promise<{ file: string; message: OutboxMessage }[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        try {
          const message = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage;
          return { file: name, message };
        } catch {
          return null; // not one of ours, or being written: left alone
        }
      }),
  );
  return files.filter(
    (entry) => entry !== null && typeof entry.message === 'object' && entry.message !== null,
  ) as {
    file: string;
    message: OutboxMessage;
  }[];
}

const replyToOf = (message: OutboxMessage) =>
  typeof message.replyTo === 'string' ? message.replyTo.trim().toLowerCase() : '';

/** The outbox e-mails about requests from `email` (lower-cased). */
export async function outboxFilesOf(email: string, dir = outboxDir()): Promise<HeldOutboxFile[]> {
  const files = await readAll(dir);
  return files
    .filter(({ message }) => replyToOf(message) === email)
    .map(({ file, message }) => ({
      file,
      date: typeof message.date === 'string' ? message.date : null,
      subject: typeof message.subject === 'string' ? message.subject : '',
      content: message,
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

async function remove(dir: string, files: string[]): Promise<number> {
  let removed = 0;
  for (const file of files) {
    try {
      await fs.unlink(path.join(dir, path.basename(file)));
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** Deletes the outbox e-mails about requests from `email`; returns how many went. */
export async function deleteOutboxFilesOf(email: string, dir = outboxDir()): Promise<number> {
  const files = await outboxFilesOf(email, dir);
  return remove(
    dir,
    files.map((entry) => entry.file),
  );
}

/** Deletes the outbox e-mails about requests (those with a replyTo) written before `cutoff`. */
export async function deleteOutboxFilesBefore(cutoff: Date, dir = outboxDir()): Promise<number> {
  const files = await readAll(dir);
  const old = files.filter(({ message }) => {
    if (!replyToOf(message) || typeof message.date !== 'string') return false;
    const date = new Date(message.date);
    return !Number.isNaN(date.getTime()) && date < cutoff;
  });
  return remove(
    dir,
    old.map((entry) => entry.file),
  );
}
