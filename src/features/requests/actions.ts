'use server';

import { runAsActor } from '@/lib/server/admin-actions';
import { REQUEST_MESSAGES, type RequestRef } from './schema';
import { resendRequestNotification, updateRequestStatus } from './service';

// The inbox's 'use server' wrappers; the services check the role and the input.

// The form refreshes the page after a success (useActionRunner), and with it the admin layout's
// count of new requests beside 'Solicitações'.
export async function updateRequestStatusAction(ref: RequestRef, status: string) {
  return runAsActor(
    REQUEST_MESSAGES.statusFailed,
    (actor) => updateRequestStatus(actor, { ...ref, status }),
    REQUEST_MESSAGES.statusUpdated,
  );
}

export async function resendRequestNotificationAction(ref: RequestRef) {
  return runAsActor(
    REQUEST_MESSAGES.resendFailed,
    (actor) => resendRequestNotification(actor, ref),
    REQUEST_MESSAGES.resent,
  );
}
