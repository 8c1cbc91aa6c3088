import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { fanOutAlert } from '@/features/alerts/sending';
import { closeDb, getDb } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { installJobQueue } from '@/lib/server/jobs/worker';

// Benchmark (not a test) of the client alerts' sending (issue 35), through the real job queue to a
// local SMTP peer (the smtp-server package), with the job worker in its own process
// (tests/support/alert-worker.ts) as the server runs it:
// 1. DEFAULT_COUNT confirmed subscribers (1,000) at MAIL_RATE_PER_MINUTE (60): the rate holds;
// 2. BIG_COUNT (10,000) at the highest rate (100,000 a minute: what the machine sustains decides),
//    the worker killed with SIGKILL once KILL_AT of them were accepted, then started again:
//    every subscriber reached, copies only of messages in flight at the kill, with the same
//    Message-ID.
// Prints messages per second for each. Run: npm run bench:alerts (the variables above to change;
// SKIP_DEFAULT=1 runs only the second part, e.g. DEFAULT_COUNT=120 MAIL_RATE_PER_MINUTE=600 for a
// shorter first part).

const DATA_DIR = '.test-data/bench-alerts';
const DEFAULT_COUNT = Number(process.env.DEFAULT_COUNT || 1_000);
const DEFAULT_RATE = Number(process.env.MAIL_RATE_PER_MINUTE || 60);
const BIG_COUNT = Number(process.env.BIG_COUNT || 10_000);
const HIGHEST_RATE = 100_000;
const KILL_AT = Number(process.env.KILL_AT || Math.floor(BIG_COUNT / 2));

interface Received {
  to: string;
  messageId: string;
}

/** A local SMTP server that counts what it accepts (recipient and Message-ID). */
async function smtpPeer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No reverse DNS lookup of 127.0.0.1 per connection (it would dominate the figures).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function startWorker(env: Record<string, string>): {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<void>;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/support/alert-worker.ts'],
    { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.once('exit', () => reject(new Error('the worker exited before it was ready')));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, ready, exited };
}

async function subscribers(count: number, prefix: string) {
  await getDb().execute(sql`
    insert into alert_subscribers (email, status, token, consent_text, confirmed_at)
    select ${prefix} || '-' || n || '@leitores.test', 'confirmed', md5(random()::text || n::text), 'bench', now()
    from generate_series(1, ${count}) as n`);
}

async function alertFor(slug: string): Promise<string> {
  const { rows } = await getDb().execute<{ id: string }>(sql`
    with post as (
      insert into blog_posts (title, slug, summary, content, content_text, author, status)
      values (${`Informativo ${slug}`}, ${slug}, 'Resumo do informativo',
        '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto do informativo."}]}]}',
        'Texto do informativo.', 'Autora', 'published') returning id, slug, title)
    insert into alerts (post_id, post_slug, post_title, send_at) select id, slug, title, now() from post
    returning id`);
  return rows[0]!.id;
}

const sentCount = async (alertId: string) =>
  (
    await getDb().execute<{ n: number }>(
      sql`select count(*)::int as n from alert_deliveries where alert_id = ${alertId} and status = 'sent'`,
    )
  ).rows[0]!.n;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(100);
  }
}

function check(received: Received[], prefix: string, count: number) {
  const byRecipient = new Map<string, string[]>();
  for (const item of received.filter((r) => r.to.startsWith(`${prefix}-`)))
    byRecipient.set(item.to, [...(byRecipient.get(item.to) ?? []), item.messageId]);
  const copies = [...byRecipient.values()].filter((ids) => ids.length > 1);
  const sameId = copies.every((ids) => new Set(ids).size === 1);
  return { reached: byRecipient.size, skipped: count - byRecipient.size, copies: copies.length, sameId };
}

async function main() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR, mode: 'own' });
  process.env.DATABASE_URL = cluster.url;
  const peer = await smtpPeer();
  // One SMTP connection kept open (nodemailer's pool, `?pool=true`: the same in SMTP_URL): a new
  // connection per message costs about 110 ms on this machine, a pooled one about 5 ms.
  const workerEnv = { DATABASE_URL: cluster.url, DATA_DIR, ALERT_SMTP_URL: `${peer.url}?pool=true` };
  try {
    await runMigrations(cluster.url);
    await installJobQueue(cluster.url);
    console.info(`bench:alerts on ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)})`);

    if (!process.env.SKIP_DEFAULT) {
      await subscribers(DEFAULT_COUNT, 'padrao');
      const alert = await alertFor('bench-padrao');
      const worker = startWorker({ ...workerEnv, MAIL_RATE_PER_MINUTE: String(DEFAULT_RATE) });
      await worker.ready;
      const start = performance.now();
      await fanOutAlert(alert);
      await waitFor(
        async () => (await sentCount(alert)) === DEFAULT_COUNT,
        (DEFAULT_COUNT / DEFAULT_RATE + 5) * 60_000,
      );
      const seconds = (performance.now() - start) / 1000;
      worker.child.kill('SIGTERM');
      await worker.exited;
      const result = check(peer.received, 'padrao', DEFAULT_COUNT);
      console.info(
        `${DEFAULT_COUNT} subscribers at MAIL_RATE_PER_MINUTE=${DEFAULT_RATE}: ${seconds.toFixed(1)} s, ` +
          `${(DEFAULT_COUNT / seconds).toFixed(2)} messages/s (the rate allows ${(DEFAULT_RATE / 60).toFixed(2)}); ` +
          `reached ${result.reached}, skipped ${result.skipped}, copies ${result.copies}`,
      );
    }

    await subscribers(BIG_COUNT, 'grande');
    const big = await alertFor('bench-grande');
    const before = peer.received.length;
    let worker = startWorker({ ...workerEnv, MAIL_RATE_PER_MINUTE: String(HIGHEST_RATE) });
    await worker.ready;
    const start = performance.now();
    await fanOutAlert(big);
    await waitFor(() => peer.received.length - before >= KILL_AT, 30 * 60_000);
    worker.child.kill('SIGKILL');
    await worker.exited;
    const killedAfter = (performance.now() - start) / 1000;
    console.info(`killed the worker (SIGKILL) after ${peer.received.length - before} accepted messages`);
    const restart = performance.now();
    worker = startWorker({ ...workerEnv, MAIL_RATE_PER_MINUTE: String(HIGHEST_RATE) });
    await worker.ready;
    await waitFor(async () => (await sentCount(big)) === BIG_COUNT, 60 * 60_000);
    const seconds = killedAfter + (performance.now() - restart) / 1000;
    worker.child.kill('SIGTERM');
    await worker.exited;
    const result = check(peer.received, 'grande', BIG_COUNT);
    console.info(
      `${BIG_COUNT} subscribers at the highest rate (${HIGHEST_RATE}/min), one kill -9: ${seconds.toFixed(1)} s ` +
        `sending, ${(BIG_COUNT / seconds).toFixed(1)} messages/s; reached ${result.reached}, skipped ${result.skipped}, ` +
        `copies ${result.copies} (in flight at the kill), same Message-ID: ${result.sameId}`,
    );
    if (result.skipped !== 0 || result.copies > 1 || !result.sameId) process.exitCode = 1;
  } finally {
    await peer.stop();
    await closeDb();
    await cluster.stop();
  }
}

await main();
