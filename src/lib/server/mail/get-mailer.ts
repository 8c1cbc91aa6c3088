import 'server-only';
import path from 'node:path';
import { getEnv } from '../env';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

let mailer: Mailer | undefined;
let deliveryMailer: Mailer | undefined;

/** SMTP when SMTP_URL is set, otherwise the outbox folder under DATA_DIR. */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv();
    const outbox = createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
    mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, outbox) : outbox;
  }
  return mailer;
}

/**
 * For the notification queue: SMTP errors are thrown so the job is retried (with backoff) rather
 * than parked in the outbox; without SMTP_URL the outbox as above.
 */
export function getDeliveryMailer(): Mailer {
  if (!deliveryMailer) {
    const env = getEnv();
    deliveryMailer = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
  }
  return deliveryMailer;
}
