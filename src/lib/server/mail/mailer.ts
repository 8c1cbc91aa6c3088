import 'server-only';
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { log } from '@/lib/server/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The visitor this message concerns (export, erasure and retention find it by this). */
  aboutEmail?: string;
  /** A calendar invitation (text/calendar with its METHOD), as nodemailer sends it. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface MailResult {
  /** 'smtp' when handed to the SMTP server, 'outbox' when written to the outbox folder. */
  via: 'smtp' | 'outbox';
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

/**
 * Writes each message as JSON into the outbox folder and logs it. Messages hold visitors' personal
 * data: the folder is readable by the server's user only (0700) and so is each file (0600).
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      await fs.chmod(outboxDir, 0o700); // also an outbox made by an earlier version
      const date = new Date();
      const file = path.join(outboxDir, `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`);
      await fs.writeFile(file, JSON.stringify({ from, ...message, date: date.toISOString() }, null, 2), {
        mode: 0o600,
      });
      // Never the recipient or the subject (they may name a visitor): the file holds them.
      log.info({ file: path.basename(file) }, 'mail written to the outbox');
      return { via: 'outbox', file };
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
