'use server';

import { formAction, serverAction } from '@/lib/server/actions';
import { AGENDA_MESSAGES as M } from './schema';
import {
  addTimeOff,
  blockSlot,
  cancelByFirm,
  removeBlock,
  removeCalendar,
  removeTimeOff,
  renewFeed,
  saveCalendar,
  setAppointmentStatus,
} from './service';

// /admin/agenda's actions; the services check the permission and the input again.

const P = 'agenda.write';

export const saveCalendarAction = formAction(
  { permission: P, failure: M.saveFailed, success: M.saved },
  (actor, input) => saveCalendar(actor, input),
);
export const removeCalendarAction = serverAction(
  { permission: P, failure: M.removeFailed, success: M.removed },
  (actor, id: string) => removeCalendar(actor, id),
);
export const renewFeedAction = serverAction(
  { permission: P, failure: M.feedFailed, success: M.feedRenewed },
  (actor, id: string) => renewFeed(actor, id),
);
export const addTimeOffAction = formAction(
  { permission: P, failure: M.timeOffFailed, success: M.timeOffAdded },
  (actor, input) => addTimeOff(actor, input),
);
export const removeTimeOffAction = serverAction(
  { permission: P, failure: M.timeOffFailed, success: M.timeOffRemoved },
  (actor, id: string) => removeTimeOff(actor, id),
);
export const cancelBookingAction = formAction(
  { permission: P, failure: M.cancelFailed, success: M.cancelled },
  (actor, input) => cancelByFirm(actor, input),
);
export const setAppointmentStatusAction = serverAction(
  { permission: P, failure: M.statusFailed, success: M.statusUpdated },
  (actor, id: string, status: string) => setAppointmentStatus(actor, { id, status }),
);
export const blockSlotAction = formAction(
  { permission: P, failure: M.blockFailed, success: M.blocked },
  (actor, input) => blockSlot(actor, input),
);
export const removeBlockAction = serverAction(
  { permission: P, failure: M.blockFailed, success: M.unblocked },
  (actor, id: string) => removeBlock(actor, id),
);
