import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@/features/contact/messages';
import { submitContactMessage } from '@/features/contact/service';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {name, email, message, website}: the contact form (SPEC §4, §5), as JSON from
// src/enhance/request-forms.ts, or posted plainly to / or /contato (answered with that page).
export const POST = publicFormRoute({
  form: 'contact-form',
  success: CONTACT_SUCCESS,
  failure: CONTACT_FAILURE,
  submit: submitContactMessage,
});
