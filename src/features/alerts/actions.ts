'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { ALERT_ADMIN } from './messages';
import { planAlert, sendPostAsAlert } from './alerts-admin';
import { addSubscriber } from './subscribers-admin';

/** 'Adicionar inscrito' (with the legal basis). */
export const addSubscriberAction = formAction(
  { permission: 'alerts.subscribers', failure: ALERT_ADMIN.addFailed, success: ALERT_ADMIN.added },
  (actor, input) => addSubscriber(actor, input),
);

/** What the confirmation dialog of 'Enviar como informativo' says (recipients, last send). */
export const planAlertAction = serverAction(
  { permission: 'alerts.send', failure: ALERT_ADMIN.sendFailed },
  (actor, postId: string) => planAlert(actor, postId),
);

/** 'Enviar como informativo', once confirmed. */
export const sendAlertAction = formAction(
  { permission: 'alerts.send', failure: ALERT_ADMIN.sendFailed, success: ALERT_ADMIN.queued },
  (actor, input) => sendPostAsAlert(actor, input),
);
