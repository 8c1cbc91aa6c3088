import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger, scrubLine } from '@/runtime/log.mjs';

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

  it("scrubs an e-mail address, a failed query's values and the fields that quote a row, and leaves a request line as it is", () => {
    const request =
      '{"level":30,"reqId":"a1","method":"GET","route":"/blog/[slug]","status":200,"ms":3,"msg":"request"}\n';
    expect(scrubLine(request)).toBe(request);
    const failed =
      '{"level":50,"err":{"message":"Failed query: insert into x values ($1)\\nparams: Ana,ana@exemplo.test","detail":"Key (email)=(ana@exemplo.test) exists","params":["Ana","x"]},"msg":"de ana@exemplo.test"}\n';
    const scrubbed = scrubLine(failed);
    expect(scrubbed).not.toMatch(/Ana|exemplo/);
    expect(scrubbed).toContain('"detail":"[redacted]"');
    expect(scrubbed).toContain('params: [redacted]');
    expect(scrubbed).toContain('"msg":"de [e-mail]"');
  });

  it('writes every line it was given before a clean exit, though its writes are not synchronous', () => {
    // A child process logs 20,000 request lines at once and exits at once: the lines waiting in the
    // buffer are written on the way out.
    const script = `
      const { createLogger } = await import(${JSON.stringify(new URL('../../../src/runtime/log.mjs', import.meta.url).href)});
      const log = createLogger({ env: { LOG_LEVEL: 'info', NODE_ENV: 'production' } });
      for (let i = 0; i < 20000; i++) log.info({ reqId: String(i), route: '/', status: 200 }, 'request');
      process.exit(0);
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(child.stderr).toBe('');
    const lines = child.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20000);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ reqId: '19999', msg: 'request' });
  });
});
