import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@/features/contact/messages';
import { submitContactMessage } from '@/features/contact/service';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {name, email, message, website}: the contact form (SPEC §4, §5), sent by src/enhance/forms.ts.
export const POST = publicFormRoute({
  success: CONTACT_SUCCESS,
  failure: CONTACT_FAILURE,
  submit: submitContactMessage,
});
