import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '@/lib/server/log';
import { createLocalOutboxStore, type OutboxStore } from './outbox-store';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The visitor(s) this message concerns (export, erasure and retention find it by this). */
  aboutEmail?: string | string[];
  /** A calendar invitation (text/calendar with its METHOD), as nodemailer sends it. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** The Message-ID ('<id@domain>'): the same on a retry, so mail clients drop a copy (issue 35). */
  messageId?: string;
  /** Extra headers (a client alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailResult {
  /** 'smtp' when handed to the SMTP server, 'outbox' when written to the outbox folder. */
  via: 'smtp' | 'outbox';
  /** The outbox file (its path when the outbox is a folder, else its name in the store). */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

/**
 * Writes each message as JSON into the outbox (a folder, or the store of outbox-store.ts) and logs
 * it. Messages hold visitors' personal data: a folder is readable by the server's user only (0700)
 * and so is each file (0600). Each file names the visitor it concerns in `aboutEmail` (null when it
 * concerns none), which is how an LGPD export or erasure and the retention job find it.
 */
export function createOutboxMailer(outbox: string | OutboxStore, from: string): Mailer {
  const store = typeof outbox === 'string' ? createLocalOutboxStore(outbox) : outbox;
  return {
    async send(message) {
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const content = { from, ...message, aboutEmail: message.aboutEmail ?? null, date: date.toISOString() };
      await store.write(name, JSON.stringify(content, null, 2));
      // Never the recipient or the subject (they may name a visitor): the file holds them.
      log.info({ file: name }, 'mail written to the outbox');
      return { via: 'outbox', file: typeof outbox === 'string' ? path.join(outbox, name) : name };
    },
  };
}

/**
 * Sends over SMTP. When the server fails, the message goes to the `fallback` outbox instead of being
 * lost; without a fallback the error is thrown (the notification queue retries it later).
 */
export function createSmtpMailer(smtpUrl: string, from: string, fallback?: Mailer): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        // aboutEmail is for the outbox only: never a header of the message sent.
        const { aboutEmail: _about, ...mail } = message;
        await transport.sendMail({ from, ...mail });
        return { via: 'smtp' };
      } catch (error) {
        if (!fallback) throw error;
        log.error({ err: error }, 'SMTP failed; keeping the message in the outbox');
        return fallback.send(message);
      }
    },
  };
}
