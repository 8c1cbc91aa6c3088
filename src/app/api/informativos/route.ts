import { ALERT_MESSAGES } from '@/features/alerts/messages';
import { subscribeToAlerts } from '@/features/alerts/subscribers';
import { publicFormRoute } from '@/lib/server/public-form-route';

// POST {email, name, topic_<area>…, website}: 'Receba nossos informativos' (issue 35), as JSON from
// src/enhance/request-forms.ts, or posted plainly to /informativos, /blog or a post (answered with
// /informativos). The same answer whatever the address already is (double opt-in).
export const POST = publicFormRoute({
  form: 'alerts-form',
  success: ALERT_MESSAGES.subscribed,
  failure: ALERT_MESSAGES.failure,
  submit: subscribeToAlerts,
});
