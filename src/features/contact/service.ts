import 'server-only';
import { contactMessages } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { parseInput } from '@/lib/shared/action-result';
import { guardPublicForm } from '@/lib/server/form-guard';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { originOf } from '@/lib/shared/attribution';
import { PRIVACY_NOTICE_VERSION } from '@/lib/shared/privacy-notice-version';
import { requestLanguage } from '@/lib/shared/request-language';
import { contactSchema } from './schema';

export interface Sender {
  /** The visitor's network address (rate limit only; not stored). */
  address: string;
}

/**
 * A visitor's contact message (SPEC §7). It is stored and its e-mail to the firm queued in one
 * transaction, so the message is never lost and never waits on the mail server: the notification
 * worker sends it, retrying for a day when SMTP fails.
 */
export async function submitContactMessage(input: unknown, sender: Sender): Promise<void> {
  await guardPublicForm('contact', input, sender.address);
  const message = parseInput(contactSchema, input);
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...message,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        language: requestLanguage(input),
        ...originOf(input),
      })
      .returning({ id: contactMessages.id });
    await enqueueNotification(tx, { kind: 'contact', id: row!.id });
  });
}
