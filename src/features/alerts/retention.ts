import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { deleteExpiredSubscribers } from './personal-data';

// The client alerts' daily retention (issue 35 §4), scheduled by the job worker's crontab.

export async function runAlertsRetention(now: Date = new Date()) {
  return getDb().transaction((tx) => deleteExpiredSubscribers(tx, now));
}

export const alertsRetentionTask = {
  task: 'alerts_retention',
  schedule: '25 3 * * * ?fill=1d',
  run: async () => {
    const removed = await runAlertsRetention();
    log.info(removed, 'alert subscribers past the retention removed');
  },
};
