import { CONTACT_FAILURE, CONTACT_SUCCESS } from '@/features/contact/messages';
import { submitContactMessage } from '@/features/contact/service';
import { formMessages } from '@/features/contact/form-messages';
import { translator } from '@/lib/server/i18n';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {name, email, message, website}: the contact form (SPEC §4, §5), as JSON from
// src/enhance/request-forms.ts, or posted plainly to / or /contato (answered with that page).
export const POST = publicFormRoute({
  form: 'contact-form',
  success: CONTACT_SUCCESS,
  failure: CONTACT_FAILURE,
  submit: submitContactMessage,
  own: (locale) => {
    const t = translator(locale);
    return {
      ...formMessages(locale),
      [CONTACT_SUCCESS]: t('forms.contact.success'),
      [CONTACT_FAILURE]: t('forms.contact.failure'),
    };
  },
});
