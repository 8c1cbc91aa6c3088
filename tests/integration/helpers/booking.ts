import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { bookings, calendars, siteSettings } from '@/db/schema';
import { bookingMailTask } from '@/features/booking/server/mail/deliver';
import { requestNotificationTask } from '@/features/notifications/task';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { createSmtpMailer } from '@/lib/server/mail/mailer';
import { getDb } from '@/lib/server/db/client';
import { addDays, firmLocal } from '@/features/booking/shared/slots';
import { smtpPeer, type SmtpPeer } from './smtp-peer';

// Calendars and firm details for the booking tests (issue 23).

const EVERY_DAY = Object.fromEntries(
  Array.from({ length: 7 }, (_, day) => [String(day), [['08:00', '20:00']] as [string, string][]]),
);

export async function createCalendar(values: Partial<typeof calendars.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(calendars)
    .values({
      name: 'Dra. Helena Prado',
      email: 'helena@firma.test',
      areas: ['advocacia-tributaria', 'advocacia-empresarial'],
      weeklyHours: EVERY_DAY,
      durationMinutes: 60,
      bufferMinutes: 0,
      minNoticeHours: 0,
      windowDays: 30,
      inPerson: true,
      online: true,
      videoLink: 'https://meet.example.test/tribuna-helena',
      feedToken: randomBytes(24).toString('base64url'),
      ...values,
    })
    .returning();
  return row!;
}

export async function setFirm(values: Partial<typeof siteSettings.$inferInsert> = {}) {
  const firm = {
    firmName: 'Prado & Associados',
    email: 'contato@firma.test',
    address: 'Av. Paulista, 1000, São Paulo - SP',
    notificationEmails: ['socios@firma.test'],
    whatsappNumber: '5511912345678',
    ...values,
  };
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, ...firm })
    .onConflictDoUpdate({ target: siteSettings.id, set: firm });
}

/** The firm's day `offset` days from today. */
export const firmDay = (offset: number) => addDays(firmLocal(Date.now()).day, offset);

export const visitorFields = {
  name: 'Ana Souza',
  company_name: 'Souza Comércio Ltda.',
  email: 'ana@cliente.test',
  phone: '(11) 91234-5678',
  case_summary: 'Recebemos uma autuação fiscal e precisamos de defesa.',
};

/** A valid booking form for the slot. */
export const bookingForm = (dia: string, hora: string, extra: Record<string, string> = {}) => ({
  area: 'advocacia-tributaria',
  modalidade: 'presencial',
  dia,
  hora,
  ...visitorFields,
  ...extra,
});

/**
 * The booking e-mails' setting of a test file: before each test no jobs, limits or bookings, the
 * firm and a calendar, and a real SMTP peer (`clear` empties what else the file counts); after it,
 * every worker `startWorker()` started and the peer are stopped. A started worker sends the
 * requests' and the bookings' e-mails through the peer.
 */
export function useBookingMail(clear: () => Promise<unknown> = async () => undefined) {
  let peer: SmtpPeer | undefined;
  let workers: JobWorker[] = [];
  beforeEach(async () => {
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    // Every test writes to the same visitors, who may get 5 e-mails an hour (visitor-mail-limit.ts).
    await getDb().execute(sql`delete from rate_limits`);
    await clear();
    await getDb().delete(bookings);
    await getDb().delete(calendars);
    await setFirm();
    await createCalendar();
    peer = await smtpPeer();
    await peer.start();
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    await peer?.stop();
  });
  return {
    get peer(): SmtpPeer {
      if (!peer) throw new Error('the SMTP peer starts before each test');
      return peer;
    },
    async startWorker() {
      workers.push(
        await startJobWorker({
          connectionString: process.env.DATABASE_URL!,
          dataDir: process.env.DATA_DIR!,
          mailer: createSmtpMailer(this.peer.url, 'Prado <no-reply@firma.test>'),
          retryDelayMs: 50,
          tasks: [requestNotificationTask, bookingMailTask],
        }),
      );
    },
  };
}
