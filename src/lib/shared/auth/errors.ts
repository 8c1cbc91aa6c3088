import { ADMIN_CHECK_MESSAGES, SESSION_MESSAGES } from './messages';

// The refusals of the permissions table (permissions.ts), apart from it: code that only needs to
// recognise a refusal (the action results, which the public pages' script also uses) does not load
// the table and the content-type registry it reads.

/** The refusal of an operation the actor may not do (the spec's access-denied text). */
export class ForbiddenError extends Error {
  constructor(message: string = ADMIN_CHECK_MESSAGES.denied) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/**
 * The refusal of an admin action sent without a session (it expired, or the user signed out in
 * another tab): 'Sessão expirada', so the form says why and keeps what was typed (issue 22).
 */
export class SessionExpiredError extends ForbiddenError {
  constructor() {
    super(SESSION_MESSAGES.expired);
    this.name = 'SessionExpiredError';
  }
}
