import 'server-only';
import { eq } from 'drizzle-orm';
import { consultations, contactMessages, type NotificationState } from '@/db/schema';
import { readFirmSettings } from '@/features/settings/exports';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { getDb, type Transaction } from '@/lib/server/db/client';
import type { Mailer } from '@/lib/server/mail/mailer';
import type { NotificationJob } from '@/lib/server/mail/notification-queue';
import { notificationRecipients } from '@/lib/server/mail/recipients';
import { composeNotification, type RequestNotice } from './compose';

// One attempt at the firm's e-mail about a request; the queue retries a thrown error. The request's
// row stays locked against deletion (FOR KEY SHARE) while its e-mail is being sent: an LGPD erasure
// or the retention job then waits for the send to end, and an e-mail never goes out after the
// person's data was erased (an attempt that starts after the erasure finds nothing to send).

export const NO_RECIPIENT_ERROR =
  'Nenhum e-mail de destino: preencha os e-mails que recebem as solicitações ou o e-mail de contato';

/** The request, locked against deletion until `tx` ends. */
async function lockNotice(
  tx: Transaction,
  job: NotificationJob,
): Promise<(RequestNotice & { state: NotificationState }) | undefined> {
  if (job.kind === 'consultation') {
    const [row] = await tx.select().from(consultations).where(eq(consultations.id, job.id)).for('key share');
    return row && { ...row, kind: 'consultation', state: row.notificationState };
  }
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, job.id))
    .for('key share');
  return row && { ...row, kind: 'contact', state: row.notificationState };
}

/** Records the outcome of an attempt on the request's row (what the inbox shows). */
export async function recordNotification(
  job: NotificationJob,
  state: NotificationState,
  error: string | null = null,
  db: Pick<Transaction, 'update'> = getDb(),
): Promise<void> {
  const values = {
    notificationState: state,
    notificationError: error?.slice(0, VISITOR_LIMITS.notificationError) ?? null,
    ...(state === 'sent' && { notifiedAt: new Date() }),
  };
  const table = job.kind === 'consultation' ? consultations : contactMessages;
  await db.update(table).set(values).where(eq(table.id, job.id));
}

/** Sends the e-mail about one request; throws (after recording why) so the queue retries it. */
export async function deliverNotification(job: NotificationJob, mailer: Mailer): Promise<void> {
  const failure = await getDb().transaction(async (tx) => {
    const notice = await lockNotice(tx, job);
    // Deleted meanwhile, or already delivered (a resend queued while the first attempt succeeded).
    if (!notice || notice.state === 'sent') return undefined;
    try {
      const settings = await readFirmSettings(tx);
      const recipients = notificationRecipients(settings);
      if (recipients.length === 0) throw new Error(NO_RECIPIENT_ERROR);
      await mailer.send(composeNotification(notice, recipients, settings.firmName));
    } catch (error) {
      await recordNotification(job, 'failed', error instanceof Error ? error.message : String(error), tx);
      return { error };
    }
    await recordNotification(job, 'sent', null, tx);
    return undefined;
  });
  if (failure) throw failure.error;
}
