import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultations, rateLimits, siteSettings } from '@/db/schema';
import { submitConsultation } from '@/features/consultations/service';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { requestNotificationTask } from '@/features/notifications/task';
import { erasePersonalData } from '@/features/privacy/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { createSmtpMailer } from '@/lib/server/mail/mailer';
import { actorWithRole } from '../helpers/actors';
import { smtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

// An LGPD erasure while the person's notification is queued or being sent, with the real worker
// (graphile-worker) and a real SMTP server that holds the send: no e-mail goes out after the
// erasure, and nothing of the person is left in the queue.

const ana = {
  name: 'Ana Souza',
  company_name: '',
  email: 'ana.souza@cliente.test',
  phone: '(11) 91234-5678',
  case_summary: 'Autuação fiscal de ICMS.',
};
let admin: Actor;
let peer: SmtpPeer;
let worker: JobWorker | undefined;
let address = 0;

const startWorker = async () => {
  worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    dataDir: process.env.DATA_DIR!,
    mailer: createSmtpMailer(peer.url, 'Tribuna <no-reply@tribuna.test>'),
    retryDelayMs: 50,
    tasks: [requestNotificationTask],
  });
};
/** Every row of the queue, in any state (only Ana's requests are queued here). */
const anasJobs = async () =>
  (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker._private_jobs`))
    .rows[0]!.n;
const mailsAbout = (name: string) => peer.deliveries.filter(({ mail }) => mail.subject?.includes(name));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  admin = await actorWithRole('admin');
  peer = await smtpPeer();
  await peer.start();
});
afterAll(async () => {
  await peer.stop();
});
beforeEach(async () => {
  await getDb().delete(consultations);
  await getDb().delete(rateLimits);
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  peer.deliveries.length = 0;
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, firmName: 'Escritório Teste', email: 'contato@firma.test' })
    .onConflictDoNothing();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe('an erasure while the notification is on its way', () => {
  it('queued: the e-mail is never sent and the job is gone', async () => {
    await submitConsultation(ana, { address: `203.0.113.${++address}` });
    expect(await anasJobs()).toBe(1);
    const result = await erasePersonalData(admin, ana.email);
    expect(result).toMatchObject({ consultations: 1, jobs: 1 });
    expect(await anasJobs()).toBe(0);
    await startWorker();
    await wait(1500);
    expect(mailsAbout(ana.name)).toEqual([]);
  });

  for (const outcome of ['accept', { code: 451 }] as const) {
    const ending = outcome === 'accept' ? 'accepted' : 'refused (451, to be retried)';
    it(`being sent, then ${ending}: nothing goes out after the erasure, nothing is left queued`, async () => {
      const hold = peer.holdNext();
      await startWorker();
      await submitConsultation(ana, { address: `203.0.113.${++address}` });
      await hold.arrived; // the worker is mid-send: the server has the message, unanswered

      let erasedAt = 0;
      const erasure = erasePersonalData(admin, ana.email).then((result) => {
        erasedAt = Date.now();
        return result;
      });
      await wait(500);
      // The erasure waits for the send in progress; the message is not delivered yet.
      expect(erasedAt).toBe(0);
      expect(mailsAbout(ana.name)).toEqual([]);

      const answeredAt = Date.now();
      hold.release(outcome);
      expect(await erasure).toMatchObject({ consultations: 1 });
      expect(erasedAt).toBeGreaterThanOrEqual(answeredAt);
      expect(mailsAbout(ana.name)).toHaveLength(outcome === 'accept' ? 1 : 0);
      expect(await anasJobs()).toBe(0);
      expect(await getDb().select().from(consultations)).toEqual([]);

      // No retry, no later send.
      await wait(1500);
      expect(mailsAbout(ana.name)).toHaveLength(outcome === 'accept' ? 1 : 0);
      expect(await anasJobs()).toBe(0);
    });
  }
});
