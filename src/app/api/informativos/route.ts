import { ALERT_MESSAGES } from '@/features/alerts/messages';
import { subscribeToAlerts } from '@/features/alerts/subscribers';
import { alertMessages } from '@/features/alerts/texts';
import { formMessages } from '@/features/contact/form-messages';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {email, name, topic_<area>…, website}: 'Receba nossos informativos' (issue 35), as JSON from
// src/enhance/request-forms.ts, or posted plainly to /informativos, /blog or a post (answered with
// /informativos), or from /en/alerts in English. The same answer whatever the address already is (double opt-in).
export const POST = publicFormRoute({
  form: 'alerts-form',
  success: ALERT_MESSAGES.subscribed,
  failure: ALERT_MESSAGES.failure,
  submit: subscribeToAlerts,
  // /en/alerts' answers in English (issue 34); the form's `language` is the e-mails'.
  own: (locale) => ({ ...formMessages(locale), ...alertMessages(locale) }),
  languageIsAChoice: true,
});
