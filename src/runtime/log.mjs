// @ts-check
import { formatWithOptions } from 'node:util';
import pino from 'pino';

// The process's logger: one JSON line per event (`level`, `time`, `msg`, and for requests `reqId`,
// `method`, `route`, `status`, `ms`), at LOG_LEVEL (default info). In development (`npm run dev`) the
// lines are written readably instead. Made once per process by the runtime (runtime.mjs `logger()`),
// which adds the current request's id to every line.
//
// Nothing a visitor typed and no e-mail address may reach a line. Callers log ids and fixed words,
// never form values; as a last guard every line is scrubbed before it is written: e-mail addresses,
// the values of a failed query (Drizzle puts them in its error's message: `params: …`) and the
// fields of database errors that quote a row (`detail`, `params`, `where`).

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Drizzle's "params: a,b,c" (inside a JSON string: up to its end or an escaped newline). */
const QUERY_PARAMS = /params: (?:[^"\\]|\\(?!n)[^n])*/g;
/** Database error fields that quote values: `"detail":"Key (email)=(…)"`, `"params":[…]`. */
const QUOTING_FIELDS =
  /"(detail|where|params|parameters)":(?:"(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])/g;
const QUOTING_MARK = /"(?:detail|where|params|parameters)":/;

/**
 * The line as written: with nothing personal left in it.
 * @param {string} line
 */
export function scrubLine(line) {
  // Most lines (a request's) hold none of it: each pattern runs only where its mark is (a field's
  // name, `params: `, an @), which is cheaper to look for than the pattern itself.
  let scrubbed = line;
  if (QUOTING_MARK.test(scrubbed)) scrubbed = scrubbed.replace(QUOTING_FIELDS, '"$1":"[redacted]"');
  if (scrubbed.includes('params: ')) scrubbed = scrubbed.replace(QUERY_PARAMS, 'params: [redacted]');
  if (scrubbed.includes('@')) scrubbed = scrubbed.replace(EMAIL, '[e-mail]');
  return scrubbed;
}

const LEVEL_NAMES = /** @type {Record<number, string>} */ ({
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
});
const SHOWN_APART = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

/**
 * A JSON line as a person reads it in a terminal: `12:00:01 INFO  request GET /blog 200 3ms`.
 * @param {string} line
 */
export function readableLine(line) {
  const entry = JSON.parse(line);
  const time = new Date(entry.time).toISOString().slice(11, 19);
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const level = (LEVEL_NAMES[entry.level] ?? String(entry.level)).padEnd(5);
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${level} ${entry.msg ?? ''}${fields.length ? ` ${fields.join(' ')}` : ''}${stack}\n`;
}

/**
 * pino's error serializer, less the database client pg's pool hangs on an idle client's error
 * (`err.client`): the whole connection object, on one line, with its configuration.
 * @param {Error} error
 */
function serializeError(error) {
  const { client: _client, ...serialized } = /** @type {Record<string, unknown>} */ (
    pino.stdSerializers.err(error)
  );
  return serialized;
}

/**
 * @param {{ env?: Record<string, string | undefined>, mixin?: () => object, destination?: { write(line: string): unknown } }} options
 */
export function createLogger({ env = process.env, mixin, destination } = {}) {
  const wanted = (env.LOG_LEVEL ?? '').toLowerCase();
  const level = LOG_LEVELS.includes(wanted) ? wanted : 'info';
  const readable = env.NODE_ENV === 'development';
  const out =
    destination ??
    (readable
      ? { write: (/** @type {string} */ line) => process.stdout.write(readableLine(line)) }
      : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level,
      mixin,
      serializers: { err: serializeError },
      hooks: { streamWrite: scrubLine },
    },
    out,
  );
}

/**
 * Sends console output (Next.js's, a library's) through the logger too: one JSON line each, at the
 * console method's level, scrubbed like every other line. The server does this once at start.
 * @param {import('pino').Logger} log
 */
export function routeConsole(log) {
  /** @type {[keyof Console, import('pino').Level][]} */
  const methods = [
    ['error', 'error'],
    ['warn', 'warn'],
    ['info', 'info'],
    ['log', 'info'],
    ['debug', 'debug'],
  ];
  for (const [method, level] of methods) {
    /** @type {any} */ (console)[method] = (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      log[level](
        { scope: 'console', ...(err ? { err } : {}) },
        formatWithOptions({ colors: false }, ...rest),
      );
    };
  }
}
