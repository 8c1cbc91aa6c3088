import 'server-only';
import { desc } from 'drizzle-orm';
import { retentionRuns } from '@/db/schema';
import { readFirmSettings } from '@/features/settings/exports';
import { getDb } from '@/lib/server/db/client';
import { getOutboxStore, type OutboxStore } from '@/lib/server/mail/outbox-store';
import { afterContentErased, deleteContentWhere } from './declared-personal-data';
import { deleteOutboxFilesBefore } from './outbox';
import { deleteRequestsWhere, removeJobsOf } from './personal-data';
import type { RetentionRunView } from './schema';
import { log } from '@/lib/server/log';

// The daily retention job (LGPD, issue 12): consultations and messages older than the setting
// 'Prazo de retenção (meses)' are deleted with their queued notifications and outbox e-mails, and
// each run is recorded for the inbox to show. Scheduled by the job worker's crontab.

export const RETENTION_TASK = 'requests_retention';

/** `now` minus `months` calendar months. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff;
}

/** Runs the retention once and records it; returns what it removed. */
export async function runRequestsRetention(
  options: { now?: Date; outbox?: OutboxStore } = {},
): Promise<RetentionRunView> {
  const db = getDb();
  const months = await currentRetentionMonths();
  const cutoff = retentionCutoff(options.now ?? new Date(), months);
  const { deleted, content } = await db.transaction(async (tx) => {
    const refs = await deleteRequestsWhere(tx, { before: cutoff });
    await removeJobsOf(tx, refs);
    return { deleted: refs, content: await deleteContentWhere(tx, { before: cutoff }) };
  });
  await afterContentErased(content);
  if (content.rows > 0) log.info({ rows: content.rows }, 'content rows past the retention removed');
  const outboxFilesDeleted = await deleteOutboxFilesBefore(cutoff, options.outbox ?? getOutboxStore());
  const [run] = await db
    .insert(retentionRuns)
    .values({
      retentionMonths: months,
      cutoff,
      consultationsDeleted: deleted.filter((ref) => ref.kind === 'consultation').length,
      messagesDeleted: deleted.filter((ref) => ref.kind === 'contact').length,
      bookingsDeleted: deleted.filter((ref) => ref.kind === 'booking').length,
      outboxFilesDeleted,
    })
    .returning();
  return toView(run!);
}

function toView(row: typeof retentionRuns.$inferSelect): RetentionRunView {
  return {
    ranAt: row.ranAt.toISOString(),
    retentionMonths: row.retentionMonths,
    cutoff: row.cutoff.toISOString(),
    consultationsDeleted: row.consultationsDeleted,
    messagesDeleted: row.messagesDeleted,
    bookingsDeleted: row.bookingsDeleted,
    outboxFilesDeleted: row.outboxFilesDeleted,
  };
}

/** The latest run of the job, or null before the first. */
export async function lastRetentionRun(): Promise<RetentionRunView | null> {
  const [row] = await getDb().select().from(retentionRuns).orderBy(desc(retentionRuns.ranAt)).limit(1);
  return row ? toView(row) : null;
}

/** The current setting (what the next run will use). */
export async function currentRetentionMonths(): Promise<number> {
  return (await readFirmSettings()).retentionMonths;
}

/**
 * The daily job, as the job worker schedules it (src/startup/jobs.ts): every day at
 * 03:15 server time; `?fill=1d` catches up a run missed while the server was down.
 */
export const requestsRetentionTask = {
  task: RETENTION_TASK,
  schedule: '15 3 * * * ?fill=1d',
  run: async () => {
    const run = await runRequestsRetention();
    log.info(
      { consultations: run.consultationsDeleted, messages: run.messagesDeleted },
      'requests past the retention removed',
    );
  },
};
