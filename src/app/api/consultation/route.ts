import { CONSULTATION_MESSAGES } from '@/features/consultations/messages';
import { consultationParts } from '@/features/consultations/outcome';
import { submitConsultation } from '@/features/consultations/service';
import { formMessages } from '@/features/contact/form-messages';
import { translator } from '@/lib/server/i18n';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {name, company_name, email, phone, case_summary, website}: the consultation request
// (SPEC §4, §5), as JSON from src/enhance/request-forms.ts (answers the WhatsApp chat that follows it), or
// posted plainly to its page (answered with that page and the chat's link).
export const POST = publicFormRoute({
  form: 'consultation-form',
  success: CONSULTATION_MESSAGES.success,
  failure: CONSULTATION_MESSAGES.failure,
  submit: submitConsultation,
  parts: consultationParts,
  own: (locale) => {
    const t = translator(locale);
    return {
      ...formMessages(locale),
      [CONSULTATION_MESSAGES.success]: t('forms.consultation.success'),
      [CONSULTATION_MESSAGES.failure]: t('forms.consultation.failure'),
    };
  },
});
