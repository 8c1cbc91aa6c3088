'use server';

import { serverAction } from '@/lib/server/actions';
import { SESSIONS_MESSAGES as M } from './schema';
import { endMyOtherSessions, endMySession } from './service';

export const endSessionAction = serverAction(
  { permission: 'profile.manage', failure: M.endFailed, success: M.ended },
  (actor, id: string) => endMySession(actor, id),
);

/** Answers how many ended; the card says so. */
export const endOtherSessionsAction = serverAction(
  { permission: 'profile.manage', failure: M.endFailed },
  (actor) => endMyOtherSessions(actor),
);
