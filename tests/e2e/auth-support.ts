import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from '@playwright/test';
import { administrators, sessions, type UserType } from '@/db/schema';
import { createAccount } from '@/features/users/accounts';
import { E2E_DATA_DIR } from '../../playwright.config';
import { e2eDb, unique } from './helpers/database';

// Helpers of the auth specs: accounts and sessions in the e2e server's database, and its mail
// outbox.

/** A unique e-mail for this run (the suite may be retried against the same server). */
export const uniqueEmail = (name: string) => `${name}-${unique()}@tribuna.test`;

export async function createUser(name: string, role: UserType, password = 'senha-do-teste') {
  const email = uniqueEmail(name);
  const { id } = await createAccount(await e2eDb(), { email, password, userType: role });
  return { id, email, password };
}

export async function setUserType(id: string, userType: UserType) {
  await (await e2eDb()).update(administrators).set({ userType }).where(eq(administrators.id, id));
}

export async function removeAdministratorRow(id: string) {
  await (await e2eDb()).delete(administrators).where(eq(administrators.id, id));
}

export async function endSessionsOf(userId: string) {
  await (await e2eDb()).delete(sessions).where(eq(sessions.userId, userId));
}

export async function sessionCount(userId: string) {
  return (await (await e2eDb()).select().from(sessions).where(eq(sessions.userId, userId))).length;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  date: string;
}

/** Every e-mail a server with this DATA_DIR wrote to its outbox (no SMTP_URL), oldest first. */
export function outboxOf(dataDir: string): Mail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function mailsTo(email: string): Mail[] {
  return outboxOf(E2E_DATA_DIR).filter((mail) => mail.to === email);
}

/** Waits for the `count`-th e-mail to `email` and returns it. */
export async function waitForMail(email: string, count = 1): Promise<Mail> {
  await expect
    .poll(() => mailsTo(email).length, { message: `e-mail to ${email}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(email)[count - 1]!;
}

/** The /reset-password link of an e-mail, relative to the site. */
export function resetLinkOf(mail: Mail): { path: string; token: string } {
  const match = /https?:\/\/[^/\s]+(\/reset-password#token=([\w-]+))/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { path: match![1]!, token: match![2]! };
}
