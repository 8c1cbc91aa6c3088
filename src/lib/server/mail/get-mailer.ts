import 'server-only';
import { countEvent } from '@/runtime/runtime.mjs';
import { getEnv } from '../env';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { getOutboxStore } from './outbox-store';

let mailer: Mailer | undefined;
let deliveryMailer: Mailer | undefined;

/**
 * Counts every message for /metrics (tribuna_mail_total): 'sent' when handed over as configured,
 * 'failed' when SMTP refused it (thrown, or kept in the outbox instead).
 */
function counted(mailer: Mailer, smtp: boolean): Mailer {
  return {
    async send(message) {
      try {
        const result = await mailer.send(message);
        countEvent('mail', smtp && result.via !== 'smtp' ? 'failed' : 'sent');
        return result;
      } catch (error) {
        countEvent('mail', 'failed');
        throw error;
      }
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the outbox (DATA_DIR/outbox, or the shared bucket: outbox-store.ts). */
export function getMailer(): Mailer {
  if (!mailer) {
    const env = getEnv();
    const outbox = createOutboxMailer(getOutboxStore(), env.MAIL_FROM);
    mailer = counted(
      env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, outbox) : outbox,
      !!env.SMTP_URL,
    );
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
    deliveryMailer = counted(
      env.SMTP_URL
        ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
        : createOutboxMailer(getOutboxStore(), env.MAIL_FROM),
      !!env.SMTP_URL,
    );
  }
  return deliveryMailer;
}
