import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consultations, contactMessages, rateLimits, siteSettings } from '@/db/schema';
import { submitConsultation } from '@/features/consultations/service';
import { submitContactMessage } from '@/features/contact/service';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { requestNotificationTask } from '@/features/notifications/task';
import { resendRequestNotification } from '@/features/requests/service';
import { getDb } from '@/lib/server/db/client';
import { createSmtpMailer } from '@/lib/server/mail/mailer';
import { actorWithRole } from '../helpers/actors';
import { smtpPeer, type SmtpPeer } from '../helpers/smtp-peer';

// The firm's e-mail about each request, through the real queue (graphile-worker in this
// database) to a real SMTP server (smtp-server). Retries wait 50 ms here instead of the
// exponential backoff (the NOTIFICATION_RETRY_DELAY_MS knob).

const consultation = {
  name: 'Ana Souza',
  company_name: 'Souza Comércio Ltda.',
  email: 'ana@cliente.test',
  phone: '(11) 91234-5678',
  case_summary: 'Recebemos uma autuação fiscal e precisamos de defesa.',
};
const contact = {
  name: 'Bruno Lima',
  email: 'bruno@cliente.test',
  message: 'Gostaria de falar sobre um contrato.',
};
let address = 0;
const visitor = () => ({ address: `192.0.2.${++address}` });

let peer: SmtpPeer;
let worker: JobWorker | undefined;

async function startWorker(url: string) {
  worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    dataDir: process.env.DATA_DIR!,
    mailer: createSmtpMailer(url, 'Tribuna <no-reply@tribuna.test>'),
    retryDelayMs: 50,
    tasks: [requestNotificationTask],
  });
}

const pendingJobs = async () =>
  Number(
    (await getDb().execute<{ n: string }>(sql`select count(*)::text as n from graphile_worker.jobs`)).rows[0]!
      .n,
  );
const consultationRow = async () => (await getDb().select().from(consultations))[0]!;

beforeEach(async () => {
  await getDb().delete(consultations);
  await getDb().delete(contactMessages);
  await getDb().delete(rateLimits);
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb()
    .insert(siteSettings)
    .values({
      id: 1,
      firmName: 'Escritório Teste',
      email: 'contato@firma.test',
      notificationEmails: ['socios@firma.test', 'atendimento@firma.test'],
    })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        email: 'contato@firma.test',
        notificationEmails: ['socios@firma.test', 'atendimento@firma.test'],
      },
    });
  peer = await smtpPeer();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await peer.stop();
});

afterAll(async () => {
  await worker?.stop();
});

describe('request notifications', () => {
  it('queues the e-mail in the same transaction as the request, before any delivery', async () => {
    await submitConsultation(consultation, visitor());
    expect(await pendingJobs()).toBe(1);
    expect((await consultationRow()).notificationState).toBe('pending');
  });

  it('delivers a consultation to the notification e-mails with the subject, Reply-To and every field', async () => {
    await peer.start();
    await startWorker(peer.url);
    await submitConsultation(consultation, visitor());

    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 15_000 });
    const [{ recipients, mail }] = peer.deliveries as [(typeof peer.deliveries)[number]];
    expect(recipients.sort()).toEqual(['atendimento@firma.test', 'socios@firma.test']);
    expect(mail.subject).toBe('Nova solicitação de consulta: Ana Souza');
    expect(mail.replyTo?.value[0]?.address).toBe('ana@cliente.test');
    for (const value of [
      consultation.name,
      consultation.company_name,
      consultation.email,
      consultation.phone,
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain(consultation.case_summary);
    await vi.waitFor(async () => expect((await consultationRow()).notificationState).toBe('sent'));
  });

  it('delivers a contact message to the contact e-mail when no notification e-mails are set', async () => {
    await getDb().update(siteSettings).set({ notificationEmails: [] }).where(eq(siteSettings.id, 1));
    await peer.start();
    await startWorker(peer.url);
    await submitContactMessage(contact, visitor());

    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 15_000 });
    const { recipients, mail } = peer.deliveries[0]!;
    expect(recipients).toEqual(['contato@firma.test']);
    expect(mail.subject).toBe('Nova mensagem de contato: Bruno Lima');
    expect(mail.replyTo?.value[0]?.address).toBe(contact.email);
    expect(mail.text).toContain(contact.message);
  });

  it('retries after 451 twice and delivers exactly once', async () => {
    peer.refuseNext(2, 451);
    await peer.start();
    await startWorker(peer.url);
    await submitConsultation(consultation, visitor());

    await vi.waitFor(async () => expect((await consultationRow()).notificationState).toBe('sent'), {
      timeout: 15_000,
    });
    expect(peer.refusals).toBe(2);
    expect(peer.deliveries).toHaveLength(1);
    // Nothing left that could send it again (the job is done once the task has returned).
    await vi.waitFor(async () => expect(await pendingJobs()).toBe(0));
  });

  it('keeps retrying while the SMTP server is down, shows the error, and delivers once it is back', async () => {
    await startWorker(peer.url); // nothing listens on the peer's port yet
    await submitConsultation(consultation, visitor());

    await vi.waitFor(async () => expect((await consultationRow()).notificationState).toBe('failed'), {
      timeout: 15_000,
    });
    expect((await consultationRow()).notificationError).toMatch(/ECONNREFUSED|connect/i);

    await peer.start();
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await consultationRow()).notificationState).toBe('sent'));
    expect((await consultationRow()).notificationError).toBeNull();
  });

  it("'Reenviar' queues a failed notification again and it is delivered", async () => {
    const admin = await actorWithRole('admin');
    await submitConsultation(consultation, visitor());
    const { id } = await consultationRow();
    // As if the day of retries had run out.
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    await getDb()
      .update(consultations)
      .set({ notificationState: 'failed', notificationError: 'Connection refused' });

    await resendRequestNotification(admin, { kind: 'consultation', id });
    expect((await consultationRow()).notificationState).toBe('pending');
    await peer.start();
    await startWorker(peer.url);
    await vi.waitFor(() => expect(peer.deliveries).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await consultationRow()).notificationState).toBe('sent'));
  });
});
