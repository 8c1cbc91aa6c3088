import 'server-only';
import { currentRequestId as runtimeRequestId, logger, runInRequest } from '@/runtime/runtime.mjs';

// The process's logger (pino, src/runtime/log.mjs), shared with the HTTP layer through the runtime: JSON
// lines at LOG_LEVEL, each carrying the id of the request (or of the job's request) it belongs to.
// Log ids and fixed words, never what a visitor typed or an e-mail address; an error is logged once,
// as `{ err }`, where it is handled.
export const log = logger();

/** The id of the request the current code runs for (X-Request-Id), if any. */
export const currentRequestId = (): string | undefined => runtimeRequestId();

/** Runs work that a request started (a job it queued) under that request's id, when it has one. */
export function inRequest<T>(reqId: string | undefined, work: () => T): T {
  return reqId ? runInRequest({ reqId }, work) : work();
}

/** An unexpected error of an action or a route, logged once with its stack where it is handled. */
export const reportError = (error: unknown, failure: string) => log.error({ err: error }, failure);
