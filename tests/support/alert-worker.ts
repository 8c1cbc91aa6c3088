// A job worker that sends client alerts (issue 35), as its own process: tests and `npm run
// bench:alerts` kill it with SIGKILL in the middle of a send and start another on the same DATA_DIR
// (whose job-worker.id lets the next start release the killed worker's job at once).
// Run with tsx and --conditions=react-server. Env: DATABASE_URL, DATA_DIR, ALERT_SMTP_URL,
// MAIL_RATE_PER_MINUTE.
import { alertTasks } from '@/features/alerts/sending';
import { startJobWorker } from '@/lib/server/jobs/worker';
import { createSmtpMailer } from '@/lib/server/mail/mailer';

const tasks = Object.values(alertTasks({ ratePerMinute: Number(process.env.MAIL_RATE_PER_MINUTE ?? 60) }));
await startJobWorker({
  connectionString: process.env.DATABASE_URL!,
  dataDir: process.env.DATA_DIR!,
  mailer: createSmtpMailer(process.env.ALERT_SMTP_URL!, 'Escritório <informativos@firma.test>'),
  retryDelayMs: Number(process.env.ALERT_RETRY_DELAY_MS ?? 0) || undefined,
  tasks: tasks.map(({ task, run }) => ({ task, run })),
});
process.stdout.write('READY\n');
