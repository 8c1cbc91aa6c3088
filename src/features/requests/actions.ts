'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { REQUEST_MESSAGES, type RequestRef } from './schema';
import { resendRequestNotification, searchRequests, updateRequestStatus } from './service';

// The inbox's actions; the services check the permission and the input again.

// The form refreshes the page after a success (useActionRunner), and with it the admin layout's
// count of new requests beside 'Solicitações'.
export const updateRequestStatusAction = serverAction(
  {
    permission: 'requests.manage',
    failure: REQUEST_MESSAGES.statusFailed,
    success: REQUEST_MESSAGES.statusUpdated,
  },
  (actor, ref: RequestRef, status: string) => updateRequestStatus(actor, { ...ref, status }),
);

export const resendRequestNotificationAction = serverAction(
  { permission: 'requests.manage', failure: REQUEST_MESSAGES.resendFailed, success: REQUEST_MESSAGES.resent },
  (actor, ref: RequestRef) => resendRequestNotification(actor, ref),
);

/** 'Filtrar': answers the filtered inbox's address, which carries no search term. */
export const searchRequestsAction = formAction(
  { permission: 'requests.manage', failure: REQUEST_MESSAGES.searchFailed },
  (actor, input) => searchRequests(actor, input),
);
