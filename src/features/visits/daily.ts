import 'server-only';
import { sql } from 'drizzle-orm';
import { readFirmSettings } from '@/features/settings/exports';
import { todayIso } from '@/lib/shared/dates';
import { getDb } from '@/lib/server/db/client';
import { forgetCachedSalt } from './visitor-hash';
import { log } from '@/lib/server/log';

// The visits' daily job (issue 24), run by the job worker's crontab just after midnight
// in Brasília: the salts and visitor hashes of past days are deleted (nothing can link a visitor's
// two days any more), and raw visits older than the retention setting are deleted in batches. The
// daily aggregates stay, so the statistics keep every day.

export const VISITS_DAILY_TASK = 'visits_daily';
/** Raw visits deleted per statement, so a first run over years of visits never holds long locks. */
const BATCH = 50_000;

export interface VisitsDailyRun {
  saltsDeleted: number;
  visitsDeleted: number;
  cutoff: Date;
}

export async function runVisitsDaily(now = new Date()): Promise<VisitsDailyRun> {
  const db = getDb();
  const today = todayIso(now);
  const salts = await db.execute(sql`delete from visit_salts where day < ${today}`);
  await db.execute(sql`delete from visitor_days where day < ${today}`);
  forgetCachedSalt();
  const { visitRetentionMonths } = await readFirmSettings(db);
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - visitRetentionMonths);
  let visitsDeleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from page_visits where id in (
        select id from page_visits where created_at < ${cutoff} order by created_at limit ${BATCH})`);
    visitsDeleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < BATCH) break;
  }
  return { saltsDeleted: salts.rowCount ?? 0, visitsDeleted, cutoff };
}

/** At 03:05 UTC (00:05 in Brasília); `?fill=1d` catches up a run missed while the server was down. */
export const visitsDailyTask = {
  task: VISITS_DAILY_TASK,
  schedule: '5 3 * * * ?fill=1d',
  run: async () => {
    const run = await runVisitsDaily();
    log.info(
      { salts: run.saltsDeleted, visits: run.visitsDeleted },
      'past salts and visits before the retention deleted',
    );
  },
};
