import 'server-only';
import { sql } from 'drizzle-orm';
import { formatCalendarDate, todayIso } from '@/lib/shared/dates';
import { CLOSED_STATUSES, REQUEST_STATUS_LABELS } from '@/lib/shared/request-statuses';
import type { RequestStatus } from '@/db/schema/visitors';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { enqueueMany } from '@/lib/server/jobs/queue';
import type { FollowUpJob } from '@/lib/server/jobs/tasks';
import type { Mailer, MailMessage } from '@/lib/server/mail/mailer';
import { allRequests } from './request-union';
import { REQUEST_KIND_LABELS } from './schema';
import { log } from '@/lib/server/log';

// 'Próximo contato' (issue 24): every morning each 'Responsável' with overdue follow-ups (a day
// before today, on a request still open) gets one e-mail listing them. The scheduled task queues
// one job per person and day (follow_up_digests makes it once, whatever runs twice); the job sends
// it, retried by the queue like the request notifications (ADR 0005). Internal notes are never in it.

export const FOLLOW_UP_DIGEST_TASK = 'follow_up_digest';
export const FOLLOW_UP_EMAIL_TASK = 'follow_up_email';

const CLOSED = `{${CLOSED_STATUSES.join(',')}}`;
const overdue = (day: string) =>
  sql`follow_up_on < ${day}::date and not (status = any(${CLOSED}::text[])) and assignee_id is not null`;

/** Queues the day's e-mail of each responsible with overdue follow-ups; answers how many. */
export async function queueFollowUpEmails(now = new Date()): Promise<number> {
  const day = todayIso(now);
  const db = getDb();
  // The once-a-day marks are not needed after a month.
  await db.execute(sql`delete from follow_up_digests where day < ${day}::date - 31`);
  // The day's marks and their jobs commit together: a mark always has its e-mail queued.
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ assignee_id: string }>(sql`
      insert into follow_up_digests (assignee_id, day)
      select distinct assignee_id, ${day}::date from ${allRequests()} r
      where ${overdue(day)} and exists (select 1 from users u where u.id = r.assignee_id)
      on conflict do nothing
      returning assignee_id`);
    return enqueueMany(
      tx,
      FOLLOW_UP_EMAIL_TASK,
      rows.map(({ assignee_id: assigneeId }) => ({
        payload: { assigneeId, day },
        key: `${FOLLOW_UP_EMAIL_TASK}:${assigneeId}:${day}`,
      })),
    );
  });
}

interface OverdueRow extends Record<string, unknown> {
  kind: keyof typeof REQUEST_KIND_LABELS;
  name: string;
  email: string;
  status: RequestStatus;
  follow_up_on: string;
}

/** The e-mail itself: what is overdue, oldest first, and where to see it. */
export function composeFollowUpEmail(to: string, rows: OverdueRow[], siteUrl: string): MailMessage {
  const lines = rows.map(
    (row) =>
      `- ${REQUEST_KIND_LABELS[row.kind] ?? row.kind} de ${row.name}: próximo contato em ` +
      `${formatCalendarDate(row.follow_up_on)} (${REQUEST_STATUS_LABELS[row.status] ?? row.status})`,
  );
  const count = rows.length === 1 ? '1 solicitação' : `${rows.length} solicitações`;
  return {
    to,
    subject: `Próximos contatos atrasados: ${count}`,
    // It names visitors: export, erasure and retention of the outbox find it by each of them.
    aboutEmail: rows.map((row) => row.email),
    text: [
      `Você é o responsável por ${count} com o próximo contato atrasado:`,
      '',
      ...lines,
      '',
      `Veja em ${siteUrl}/admin/solicitacoes?mine=1`,
      '',
    ].join('\n'),
  };
}

/** Sends one responsible's e-mail of the day (nothing when all was done meanwhile). */
export async function sendFollowUpEmail(job: FollowUpJob, mailer: Mailer): Promise<void> {
  const db = getDb();
  const { rows: people } = await db.execute<{ email: string }>(
    sql`select email from administrators where id = ${job.assigneeId}`,
  );
  const person = people[0];
  if (!person) return; // removed meanwhile
  const { rows } = await db.execute<OverdueRow>(sql`
    select kind, name, email, status, follow_up_on::text from ${allRequests()} r
    where ${overdue(job.day)} and assignee_id = ${job.assigneeId}
    order by follow_up_on, created_at`);
  if (rows.length === 0) return;
  await mailer.send(composeFollowUpEmail(person.email, rows, getEnv().SITE_URL));
}

export function parseFollowUpJob(payload: unknown): FollowUpJob {
  const job = payload as Partial<FollowUpJob> | null;
  if (!job || typeof job.assigneeId !== 'string' || typeof job.day !== 'string') {
    throw new Error(`Invalid follow-up job payload: ${JSON.stringify(payload)}`);
  }
  return { assigneeId: job.assigneeId, day: job.day };
}

/** Every day at 11:00 UTC (08:00 in Brasília); `?fill=1d` catches up a morning the server was down. */
export const followUpDigestTask = {
  task: FOLLOW_UP_DIGEST_TASK,
  schedule: '0 11 * * * ?fill=1d',
  run: async () => {
    const queued = await queueFollowUpEmails();
    log.info({ queued }, 'follow-up e-mails queued');
  },
};

/** The queued task that sends each e-mail (listed in src/startup/jobs.ts). */
export const followUpEmailTask = {
  task: FOLLOW_UP_EMAIL_TASK,
  run: (payload: unknown, mailer: Mailer) => sendFollowUpEmail(parseFollowUpJob(payload), mailer),
};
