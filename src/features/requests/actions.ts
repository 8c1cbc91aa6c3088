'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { listPriorContacts, listRequestNotes } from './pipeline-queries';
import { REQUEST_MESSAGES, type RequestRef } from './schema';
import {
  addRequestNote,
  assignRequest,
  resendRequestNotification,
  setRequestFollowUp,
  updateRequestStatus,
} from './service';

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

// The intake pipeline (issue 24).

export const assignRequestAction = serverAction(
  {
    permission: 'requests.manage',
    failure: REQUEST_MESSAGES.assignFailed,
    success: REQUEST_MESSAGES.assigned,
  },
  (actor, ref: RequestRef, assigneeId: string) => assignRequest(actor, { ...ref, assignee_id: assigneeId }),
);

export const setFollowUpAction = formAction(
  {
    permission: 'requests.manage',
    failure: REQUEST_MESSAGES.followUpFailed,
    success: REQUEST_MESSAGES.followUpSaved,
  },
  (actor, input) => setRequestFollowUp(actor, input),
);

export const addRequestNoteAction = formAction(
  {
    permission: 'requests.manage',
    failure: REQUEST_MESSAGES.noteFailed,
    success: REQUEST_MESSAGES.noteAdded,
  },
  (actor, input) => addRequestNote(actor, input),
);

/** The opened request's notes and 'Contato anterior', read when its dialog opens. */
export const requestHistoryAction = serverAction(
  { permission: 'requests.manage', failure: REQUEST_MESSAGES.priorFailed },
  async (actor, ref: RequestRef) => {
    const [notes, priorContacts] = await Promise.all([
      listRequestNotes(actor, ref),
      listPriorContacts(actor, ref),
    ]);
    return { notes, priorContacts };
  },
);
