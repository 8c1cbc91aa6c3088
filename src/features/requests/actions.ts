'use server';

import { revalidatePath } from 'next/cache';
import { runAsActor } from '@/lib/admin-actions';
import { REQUEST_MESSAGES, type RequestRef } from './schema';
import { resendRequestNotification, updateRequestStatus } from './service';

// The inbox's 'use server' wrappers; the services check the role and the input.

export async function updateRequestStatusAction(ref: RequestRef, status: string) {
  const result = await runAsActor(
    REQUEST_MESSAGES.statusFailed,
    (actor) => updateRequestStatus(actor, { ...ref, status }),
    REQUEST_MESSAGES.statusUpdated,
  );
  // The count of new requests beside 'Solicitações' in the menu (the admin layout).
  if (result.ok) revalidatePath('/admin', 'layout');
  return result;
}

export async function resendRequestNotificationAction(ref: RequestRef) {
  return runAsActor(
    REQUEST_MESSAGES.resendFailed,
    (actor) => resendRequestNotification(actor, ref),
    REQUEST_MESSAGES.resent,
  );
}
