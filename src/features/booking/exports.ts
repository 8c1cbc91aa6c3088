import 'server-only';

// What other features may use of booking: a feature imports another only through its exports.ts
// (eslint.config.mjs), never its tables' code or its internals.

/** The firm's e-mail about a new booking, sent by the inbox's notification task (features/notifications). */
export { deliverBookingNotice } from './server/mail/deliver';
/** Every job key a booking's e-mails can have, for the LGPD erasure (features/privacy). */
export { bookingJobKeys } from './server/mail/queue';
/** Bookings as requests: the table and which rows are requests (features/requests, privacy, visits). */
export { bookingRequests } from './server/requests';
