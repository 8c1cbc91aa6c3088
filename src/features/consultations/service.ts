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
import { consultationSchema, consultationWhatsappMessage, type ConsultationInput } from './schema';
import { log } from '@/lib/server/log';
import { requestLanguage } from '@/lib/shared/request-language';
import { translator } from '@/lib/server/i18n';

export interface Requester {
  /** The visitor's network address (rate limit only; not stored). */
  address: string;
}

/** The WhatsApp message of a request sent from the English site (SPEC §4's, in English). */
function englishWhatsappMessage(request: ConsultationInput): string {
  const t = translator('en');
  return [
    t('forms.consultation.whatsappGreeting'),
    '',
    `${t('forms.consultation.whatsappName')}: ${request.name}`,
    `${t('forms.consultation.whatsappCompany')}: ${request.company_name || t('forms.consultation.whatsappNoCompany')}`,
    `${t('forms.consultation.whatsappEmail')}: ${request.email}`,
    `${t('forms.consultation.whatsappPhone')}: ${request.phone}`,
    `${t('forms.consultation.whatsappSummary')}: ${request.case_summary}`,
  ].join('\n');
}

/**
 * Stores a consultation request (SPEC §7), queues its e-mail to the firm, and gives the WhatsApp
 * link that follows it.
 */
export async function submitConsultation(input: unknown, requester: Requester): Promise<SavedConsultation> {
  await guardPublicForm('consultation', input, requester.address);
  const request = parseInput(consultationSchema, input);
  const language = requestLanguage(input);
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
        // The page's language (its hidden field), never trusted beyond the site's languages.
        language,
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
  const message = language === 'en' ? englishWhatsappMessage(request) : consultationWhatsappMessage(request);
  return { whatsappUrl: whatsappChatUrl(number, message) };
}
