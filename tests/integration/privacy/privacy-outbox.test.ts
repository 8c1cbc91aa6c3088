import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookings, calendars, consultations, contactMessages, rateLimits } from '@/db/schema';
import { confirmBooking } from '@/features/booking/service';
import { submitConsultation } from '@/features/consultations/service';
import { submitContactMessage } from '@/features/contact/service';
import { requestNotificationTask } from '@/features/notifications/task';
import { sendFollowUpEmail } from '@/features/requests/follow-up';
import { outboxDir } from '@/features/privacy/outbox';
import { runRequestsRetention } from '@/features/privacy/retention';
import { erasePersonalData, exportPersonalData } from '@/features/privacy/service';
import { bookingMailTask } from '@/features/booking/server/mail/deliver';
import { erasureJournalPath, erasureHash, readErasureJournal } from '@/lib/server/backup/erasure-journal';
import { getDb } from '@/lib/server/db/client';
import { createOutboxMailer } from '@/lib/server/mail/mailer';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { bookingForm, createCalendar, firmDay, setFirm } from '../helpers/booking';

// The outbox under the LGPD tools (finding 7 of "Trust, round three"): with SMTP_URL unset, the
// e-mails the real worker sends about a visitor (the firm's notification of a consultation, the
// booking's e-mails to the visitor and to the firm) are all found by export, all removed by the
// erasure and by the retention job, wherever the visitor's address is in them.

const ANA = 'ana@cliente.test';
let admin: Actor;
let worker: JobWorker | undefined;
let address = 0;
const visitor = () => ({ address: `203.0.113.${++address}` });

/** Every outbox file's name and text. */
async function outbox() {
  const dir = outboxDir();
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await fs.readFile(path.join(dir, name), 'utf8') })),
  );
}

/** The outbox files that hold `needle` anywhere (as `grep -ril` over the folder would). */
const holding = async (needle: string) =>
  (await outbox())
    .filter((file) => file.text.toLowerCase().includes(needle.toLowerCase()))
    .map((f) => f.name);

beforeEach(async () => {
  admin ??= await actorWithRole('admin');
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
  await getDb().delete(consultations);
  await getDb().delete(contactMessages);
  await getDb().delete(bookings);
  await getDb().delete(calendars);
  await getDb().delete(rateLimits);
  await fs.rm(outboxDir(), { recursive: true, force: true });
  await setFirm();
  await createCalendar();
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

/** Ana books a consultation and sends a consultation request; Bruno sends a message; all e-mailed. */
async function mailEveryone() {
  // The worker without a mailer: SMTP_URL is unset, so it writes to the outbox.
  worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    dataDir: process.env.DATA_DIR!,
    retryDelayMs: 50,
    tasks: [requestNotificationTask, bookingMailTask],
  });
  await confirmBooking(bookingForm(firmDay(3), '10:00'), visitor());
  await submitConsultation(
    {
      name: 'Ana Souza',
      company_name: '',
      email: 'Ana@Cliente.test',
      phone: '(11) 91234-5678',
      case_summary: 'Uma autuação fiscal de ICMS.',
    },
    visitor(),
  );
  await submitContactMessage(
    { name: 'Bruno Lima', email: 'bruno@cliente.test', message: 'Quero falar sobre um contrato.' },
    visitor(),
  );
  // The booking's two e-mails (the visitor's, the firm's) and the two notifications to the firm.
  await vi.waitFor(async () => expect(await outbox()).toHaveLength(4), { timeout: 20_000 });
  expect(await holding(ANA)).toHaveLength(3);
}

describe('the outbox and one person', () => {
  it('exports every e-mail about the person, to the person or to the firm', async () => {
    await mailEveryone();
    const document = JSON.parse(await exportPersonalData(admin, ANA)) as {
      outboxFiles: { file: string; subject: string }[];
    };
    expect(document.outboxFiles.map((file) => file.file).sort()).toEqual((await holding(ANA)).sort());
    expect(document.outboxFiles.map((file) => file.subject).sort()).toEqual([
      expect.stringMatching(/^Consulta agendada/),
      expect.stringMatching(/^Nova consulta agendada/),
      'Nova solicitação de consulta: Ana Souza',
    ]);
  });

  it('erases every e-mail about the person: no outbox file holds the address or the name', async () => {
    await mailEveryone();
    const result = await erasePersonalData(admin, ANA);
    expect(result).toMatchObject({ consultations: 1, bookings: 1, outboxFiles: 3 });
    expect(await holding(ANA)).toEqual([]);
    expect(await holding('Ana Souza')).toEqual([]);
    // Bruno's stays.
    expect(await holding('bruno@cliente.test')).toHaveLength(1);
    // The erasure is in the journal: its time and the hashed address, never the address.
    const journal = erasureJournalPath(process.env.DATA_DIR!);
    expect((await fs.stat(journal)).mode & 0o777).toBe(0o600);
    expect(await fs.readFile(journal, 'utf8')).not.toContain('cliente.test');
    expect((await readErasureJournal(journal)).map((entry) => entry.hash)).toContain(erasureHash(ANA));
  });

  it('finds and erases the daily follow-up e-mail, which names several visitors', async () => {
    const day = new Date().toISOString().slice(0, 10);
    for (const [name, email] of [
      ['Ana Souza', ANA],
      ['Bruno Lima', 'bruno@cliente.test'],
    ] as const) {
      await getDb()
        .insert(consultations)
        .values({ name, email, phone: '(11) 91234-5678', caseSummary: 'Um caso.' });
    }
    await getDb().execute(
      sql`update consultations set assignee_id = ${admin.userId}, follow_up_on = ${day}::date - 2`,
    );
    await sendFollowUpEmail(
      { assigneeId: admin.userId, day },
      createOutboxMailer(outboxDir(), 'Tribuna <no-reply@tribuna.test>'),
    );
    expect(await holding('Ana Souza')).toHaveLength(1);
    const document = JSON.parse(await exportPersonalData(admin, 'bruno@cliente.test')) as {
      outboxFiles: { subject: string }[];
    };
    expect(document.outboxFiles.map((file) => file.subject)).toEqual([
      'Próximos contatos atrasados: 2 solicitações',
    ]);
    expect(await erasePersonalData(admin, ANA)).toMatchObject({ outboxFiles: 1 });
    expect(await holding('Ana Souza')).toEqual([]);
  });

  it('removes every e-mail about a visitor past the retention, and keeps the others', async () => {
    await mailEveryone();
    // An e-mail about no visitor (a password reset to a member of the firm).
    await fs.writeFile(
      path.join(outboxDir(), 'reset.json'),
      JSON.stringify({
        to: 'socio@firma.test',
        subject: 'Redefinir senha',
        text: 'x',
        aboutEmail: null,
        date: '2020-01-01T00:00:00.000Z',
      }),
    );
    const later = new Date(Date.now() + 25 * 31 * 24 * 3600_000); // past the 24 months of retention
    const run = await runRequestsRetention({ now: later });
    expect(run.outboxFilesDeleted).toBe(4);
    expect(await holding('cliente.test')).toEqual([]);
    expect((await outbox()).map((file) => file.name)).toEqual(['reset.json']);
  });
});
