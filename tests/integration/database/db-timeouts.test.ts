import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseTimeouts } from '@/lib/server/db/client';
import { parseEnv } from '@/lib/server/env';

// A hung database fails requests in seconds: the pool gives up connecting, and each statement is
// cancelled past its timeout.

const sockets = new Set<net.Socket>();
/** Accepts TCP connections and never answers, like a hung database server. */
const silent = net.createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => undefined);
});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as net.AddressInfo).port;

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('database timeouts', () => {
  it('default to 5 s to connect and 15 s per statement, and are configurable', () => {
    expect(databaseTimeouts()).toEqual({ connectMs: 5_000, statementMs: 15_000 });
    const env = parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '30000' });
    expect(env).toMatchObject({ DATABASE_CONNECT_TIMEOUT_MS: 2000, DATABASE_STATEMENT_TIMEOUT_MS: 30000 });
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS: must be a number of milliseconds (100-600000)',
    );
  });

  it('a server that accepts and never answers fails the query within the connect timeout', async () => {
    const db = createDatabase(`postgres://tribuna:x@127.0.0.1:${silentPort}/tribuna`, 1, {
      connectMs: 500,
      statementMs: 1_000,
    });
    const started = performance.now();
    const outcome = await db.execute(sql`select 1`).then(
      () => 'answered',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    const elapsed = performance.now() - started;
    await db.$client.end().catch(() => undefined);
    expect(outcome).toMatch(/timeout/i);
    expect(elapsed).toBeLessThan(3_000);
  }, 15_000);

  it('a statement running past the statement timeout is cancelled', async () => {
    const db = createDatabase(process.env.DATABASE_URL!, 1, { connectMs: 5_000, statementMs: 300 });
    try {
      const started = performance.now();
      const outcome = await db.execute(sql`select pg_sleep(5)`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      expect(outcome).toBe('57014'); // query_canceled
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.$client.end();
    }
  }, 15_000);
});
