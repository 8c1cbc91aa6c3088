import { describe, expect, it } from 'vitest';
import { createLogger } from '@/runtime/log.mjs';

// The log's lines as an operator reads them (issue 26): one JSON line per event, errors readable.

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({
    env: { LOG_LEVEL: 'info' },
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { log, lines };
}

describe('log lines', () => {
  it("logs a database client's error with its message and code, without the connection hung on it", () => {
    const { log, lines } = capture();
    // What pg's pool emits when an idle client's connection ends: the error carries its client.
    const error = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: '57P01',
      client: { connectionParameters: { password: 'segredo', host: 'db' }, _queryable: false },
    });
    log.warn({ err: error }, 'idle database client error');
    expect(lines).toHaveLength(1);
    const err = lines[0]!.err as Record<string, unknown>;
    expect(err).toMatchObject({
      type: 'Error',
      message: 'Connection terminated unexpectedly',
      code: '57P01',
    });
    expect(err.stack).toEqual(expect.stringContaining('Connection terminated unexpectedly'));
    expect(JSON.stringify(lines[0])).not.toContain('segredo');
  });
});
