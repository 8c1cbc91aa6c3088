import { promises as fs } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consultations, contactMessages, rateLimits, retentionRuns, siteSettings } from '@/db/schema';
import { PRIVACY_NOTICE_VERSION } from '@/components/site/privacy-notice';
import { submitConsultation } from '@/features/consultations/service';
import { submitContactMessage } from '@/features/contact/service';
import { deliverNotification } from '@/features/notifications/deliver';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { outboxDir } from '@/features/privacy/outbox';
import { requestsRetentionTask, runRequestsRetention } from '@/features/privacy/retention';
import {
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  getRetentionStatus,
} from '@/features/privacy/service';
import { listRequests } from '@/features/requests/queries';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { createOutboxMailer } from '@/lib/server/mail/mailer';
import { actorWithRole } from '../helpers/actors';
import { refusalMessage } from '../helpers/refusal';

// 'Dados pessoais (LGPD)': one person's data found by e-mail, exported and erased (rows, queued
// notification jobs, outbox e-mails), and the daily retention job. Real database, real queue, real
// outbox folder.

let admin: Actor;
let address = 0;
const visitor = () => ({ address: `198.51.100.${++address}` });

const ana = {
  name: 'Ana Souza',
  company_name: 'Souza Ltda.',
  email: 'Ana.Souza@Cliente.test',
  phone: '(11) 91234-5678',
  case_summary: 'Autuação fiscal de ICMS.',
};
const anaMessage = { name: 'Ana Souza', email: 'ana.souza@cliente.test', message: 'Podem me ligar?' };
const bruno = { name: 'Bruno Lima', email: 'bruno@cliente.test', message: 'Quero falar sobre um contrato.' };

const jobKeys = async () =>
  (await getDb().execute<{ key: string }>(sql`select key from graphile_worker.jobs order by key`)).rows.map(
    (row) => row.key,
  );
const outboxFiles = async () => (await fs.readdir(outboxDir()).catch(() => [] as string[])).sort();
const idOf = async (table: typeof consultations | typeof contactMessages, email: string) =>
  (await getDb().select({ id: table.id }).from(table).where(eq(table.email, email)))[0]!.id;

beforeEach(async () => {
  admin ??= await actorWithRole('admin');
  await getDb().delete(consultations);
  await getDb().delete(contactMessages);
  await getDb().delete(rateLimits);
  await getDb().delete(retentionRuns);
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await fs.rm(outboxDir(), { recursive: true, force: true });
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, firmName: 'Escritório Teste', email: 'contato@firma.test' })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { email: 'contato@firma.test', retentionMonths: 24 },
    });
});

/** Ana's consultation and message and Bruno's message, each e-mailed once into the outbox. */
async function sendRequests() {
  await submitConsultation(ana, visitor());
  await submitContactMessage(anaMessage, visitor());
  await submitContactMessage(bruno, visitor());
  const mailer = createOutboxMailer(outboxDir(), 'Tribuna <no-reply@tribuna.test>');
  await deliverNotification({ kind: 'consultation', id: await idOf(consultations, ana.email) }, mailer);
  await deliverNotification({ kind: 'contact', id: await idOf(contactMessages, bruno.email) }, mailer);
}

describe('the privacy notice version', () => {
  it('is stored with each consultation and message', async () => {
    await sendRequests();
    const rows = [
      ...(await getDb().select().from(consultations)),
      ...(await getDb().select().from(contactMessages)),
    ];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    const page = await listRequests(admin, { page: 1 });
    expect(page.items.map((item) => item.privacyNoticeVersion)).toEqual(
      Array(3).fill(PRIVACY_NOTICE_VERSION),
    );
  });
});

describe('personal data by e-mail', () => {
  it('finds every request, queued notification and outbox e-mail of one address, ignoring case', async () => {
    await sendRequests();
    const data = await findPersonalData(admin, '  ANA.SOUZA@cliente.TEST ');
    expect(data.email).toBe('ana.souza@cliente.test');
    expect(data.requests.map((r) => [r.kind, r.name, r.text])).toEqual([
      ['consultation', 'Ana Souza', ana.case_summary],
      ['contact', 'Ana Souza', anaMessage.message],
    ]);
    expect(data.requests[0]).toMatchObject({ companyName: 'Souza Ltda.', phone: ana.phone });
    expect(data.jobs.map((job) => job.key?.split(':').slice(0, 2).join(':')).sort()).toEqual([
      'notify_request:consultation',
      'notify_request:contact',
    ]);
    expect(data.outboxFiles).toHaveLength(1);
    expect(data.outboxFiles[0]!.subject).toBe('Nova solicitação de consulta: Ana Souza');
    // Someone else's address, or only part of it, finds nothing of Ana.
    expect((await findPersonalData(admin, 'souza@cliente.test')).requests).toEqual([]);
  });

  it('refuses an address that is not an e-mail', async () => {
    expect(await refusalMessage(findPersonalData(admin, 'ana'))).toBe('Informe um e-mail válido');
    expect(await refusalMessage(erasePersonalData(admin, ''))).toBe('Informe um e-mail válido');
  });

  it('exports it all as JSON', async () => {
    await sendRequests();
    const exported = JSON.parse(await exportPersonalData(admin, 'ana.souza@cliente.test')) as {
      email: string;
      exportedAt: string;
      requests: { email: string; text: string; privacyNoticeVersion: string }[];
      jobs: unknown[];
      outboxFiles: { content: { replyTo: string; text: string } }[];
    };
    expect(exported.email).toBe('ana.souza@cliente.test');
    expect(Number.isNaN(Date.parse(exported.exportedAt))).toBe(false);
    expect(exported.requests.map((r) => r.text)).toEqual([ana.case_summary, anaMessage.message]);
    expect(exported.requests[0]!.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(exported.jobs).toHaveLength(2);
    expect(exported.outboxFiles[0]!.content.replyTo).toBe(ana.email);
    expect(exported.outboxFiles[0]!.content.text).toContain(ana.case_summary);
    expect(JSON.stringify(exported)).not.toContain(bruno.message);
  });

  it('erases the rows, their queued notifications and their outbox e-mails, and nothing else', async () => {
    await sendRequests();
    const brunoId = await idOf(contactMessages, bruno.email);
    expect(await outboxFiles()).toHaveLength(2);

    const result = await erasePersonalData(admin, 'ANA.souza@cliente.test');

    expect(result).toEqual({
      consultations: 1,
      messages: 1,
      bookings: 0,
      contentRows: 0,
      jobs: 2,
      outboxFiles: 1,
      subscriptions: 0,
    });
    expect(await findPersonalData(admin, ana.email)).toMatchObject({
      requests: [],
      jobs: [],
      outboxFiles: [],
    });
    const inbox = await listRequests(admin, { page: 1 });
    expect(inbox.items.map((item) => item.email)).toEqual([bruno.email]);
    expect(await jobKeys()).toEqual([`notify_request:contact:${brunoId}`]);
    const [left] = await outboxFiles();
    expect(JSON.parse(await fs.readFile(path.join(outboxDir(), left!), 'utf8')).replyTo).toBe(bruno.email);
    // Erasing again finds nothing more.
    expect(await erasePersonalData(admin, ana.email)).toEqual({
      consultations: 0,
      messages: 0,
      bookings: 0,
      contentRows: 0,
      jobs: 0,
      outboxFiles: 0,
      subscriptions: 0,
    });
  });
});

describe('the retention job', () => {
  const monthsAgo = (months: number) => {
    const date = new Date();
    date.setMonth(date.getMonth() - months);
    return date;
  };
  let worker: JobWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  async function writeOutbox(name: string, replyTo: string | undefined, date: Date) {
    await fs.mkdir(outboxDir(), { recursive: true });
    await fs.writeFile(
      path.join(outboxDir(), name),
      JSON.stringify({
        to: 'contato@firma.test',
        replyTo,
        aboutEmail: replyTo ?? null, // as the outbox writes it: null when about no visitor
        subject: 'x',
        text: 'x',
        date: date.toISOString(),
      }),
    );
  }

  it('deletes only requests older than the setting, with their outbox e-mails, and records the run', async () => {
    await getDb().update(siteSettings).set({ retentionMonths: 6 }).where(eq(siteSettings.id, 1));
    await getDb()
      .insert(consultations)
      .values([
        {
          name: 'Antiga',
          email: 'a@c.test',
          phone: '11912345678',
          caseSummary: 'x',
          createdAt: monthsAgo(7),
        },
        {
          name: 'Recente',
          email: 'r@c.test',
          phone: '11912345678',
          caseSummary: 'x',
          createdAt: monthsAgo(5),
        },
      ]);
    await getDb()
      .insert(contactMessages)
      .values([
        { name: 'Velha', email: 'v@c.test', message: 'x', createdAt: monthsAgo(8) },
        { name: 'Nova', email: 'n@c.test', message: 'x', createdAt: new Date() },
      ]);
    await writeOutbox('old.json', 'a@c.test', monthsAgo(7));
    await writeOutbox('new.json', 'r@c.test', monthsAgo(5));
    await writeOutbox('reset.json', undefined, monthsAgo(9)); // not about a request: kept

    const run = await runRequestsRetention();

    expect(run).toMatchObject({
      retentionMonths: 6,
      consultationsDeleted: 1,
      messagesDeleted: 1,
      outboxFilesDeleted: 1,
    });
    const names = [
      ...(await getDb().select({ name: consultations.name }).from(consultations)),
      ...(await getDb().select({ name: contactMessages.name }).from(contactMessages)),
    ].map((row) => row.name);
    expect(names.sort()).toEqual(['Nova', 'Recente']);
    expect(await outboxFiles()).toEqual(['new.json', 'reset.json']);
    const status = await getRetentionStatus(admin);
    expect(status.months).toBe(6);
    expect(status.lastRun).toEqual(run);
  });

  it('is scheduled daily by the notification worker', async () => {
    worker = await startJobWorker({
      connectionString: process.env.DATABASE_URL!,
      dataDir: process.env.DATA_DIR!,
      tasks: [requestsRetentionTask],
    });
    await vi.waitFor(async () => {
      const { rows } = await getDb().execute<{ identifier: string }>(
        sql`select identifier from graphile_worker._private_known_crontabs`,
      );
      expect(rows.map((row) => row.identifier)).toContain('requests_retention');
    });
  });
});
