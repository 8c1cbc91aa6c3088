import { CONSULTATION_MESSAGES } from '@/features/consultations/messages';
import { submitConsultation } from '@/features/consultations/service';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {name, company_name, email, phone, case_summary, website}: the consultation request
// (SPEC §4, §5), sent by src/enhance/forms.ts; answers the WhatsApp chat that follows it.
export const POST = publicFormRoute({
  success: CONSULTATION_MESSAGES.success,
  failure: CONSULTATION_MESSAGES.failure,
  submit: submitConsultation,
});
