import 'server-only';
import { consultations } from '@/db/schema';
import { readFirmSettings } from '@/features/settings/exports';
import { getDb } from '@/lib/server/db/client';
import { parseInput } from '@/lib/shared/action-result';
import { guardPublicForm } from '@/lib/server/form-guard';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import { originOf } from '@/lib/shared/attribution';
import { PRIVACY_NOTICE_VERSION } from '@/lib/shared/privacy-notice-version';
import type { SavedConsultation } from './outcome';
import { consultationSchema, consultationWhatsappMessage } from './schema';
import { log } from '@/lib/server/log';

export interface Requester {
  /** The visitor's network address (rate limit only; not stored). */
  address: string;
}

/**
 * Stores a consultation request (SPEC §7), queues its e-mail to the firm, and gives the WhatsApp
 * link that follows it.
 */
export async function submitConsultation(input: unknown, requester: Requester): Promise<SavedConsultation> {
  await guardPublicForm('consultation', input, requester.address);
  const request = parseInput(consultationSchema, input);
  // Stored with its e-mail to the firm queued in the same transaction (never waits on SMTP).
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        name: request.name,
        companyName: request.company_name || null,
        email: request.email,
        phone: request.phone,
        caseSummary: request.case_summary,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        // Where the visit came from (hidden fields filled by the site's script), if sent.
        ...originOf(input),
      })
      .returning({ id: consultations.id });
    await enqueueNotification(tx, { kind: 'consultation', id: row!.id });
  });
  let number = '';
  try {
    number = (await readFirmSettings()).whatsappNumber;
  } catch (error) {
    log.error({ err: error }, 'stored the consultation but could not read the WhatsApp number');
  }
  return { whatsappUrl: whatsappChatUrl(number, consultationWhatsappMessage(request)) };
}
