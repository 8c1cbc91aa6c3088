import 'server-only';

// What other features may use of the requests inbox: a feature imports another only through its
// exports.ts (eslint.config.mjs).

/** Every kind of request as one relation, for the statistics (features/visits). */
export { allRequests, createdWithin, REQUEST_SOURCE } from './request-union';
