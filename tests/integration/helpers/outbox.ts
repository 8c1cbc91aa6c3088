import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The e-mails the test server wrote to its outbox (DATA_DIR/outbox: no SMTP_URL in the tests).

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the outbox holds for `email`, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}
