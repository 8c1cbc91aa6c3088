import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { accounts, administrators, sessions, users, verifications, type UserType } from '@/db/schema';
import { removeSecondFactors, type SecondFactorsRemoved } from '@/lib/server/auth/second-factor-revocation';
import type { Database, Transaction } from '@/lib/server/db/client';

// Account records without any permission check: for the start-up bootstrap and the operator
// command, which run with the server's own authority. Requests go through the users service.

export class AccountError extends Error {}

/** The database, or a transaction the caller records its activity in. */
type Db = Database | Transaction;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates an auth user with an e-mail/password credential and its administrators row. */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; userType: UserType },
): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new AccountError(`A user with e-mail ${email} already exists`);
    const id = randomUUID();
    await tx.insert(users).values({ id, email, name: email.split('@')[0] ?? email, emailVerified: true });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    await tx.insert(administrators).values({ id, email, userType: input.userType });
    return { id, email };
  });
}

/**
 * Replaces the password of the user with this e-mail. Answers which second factors went with it (the
 * operator's command records it and e-mails the owner).
 */
export async function setAccountPassword(
  db: Database,
  input: { email: string; password: string },
): Promise<{ id: string; email: string; removed: SecondFactorsRemoved }> {
  const email = normalizeEmail(input.email);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new AccountError(`No user with e-mail ${email}`);
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(accounts)
      .set({ password, updatedAt: new Date() })
      .where(eq(accounts.userId, user.id))
      .returning({ id: accounts.id });
    if (!updated.length) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password,
      });
    }
    // Whoever held a session (perhaps the reason for the new password) is signed out, and a passkey
    // or a second step they may have set up goes too: the account starts them anew (ADR 0020).
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const removed = await removeSecondFactors(tx, user.id);
    return { id: user.id, email, removed };
  });
}

export async function listAccounts(db: Database) {
  return db
    .select({
      id: administrators.id,
      email: administrators.email,
      userType: administrators.userType,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(administrators)
    .innerJoin(users, eq(users.id, administrators.id))
    .orderBy(asc(administrators.email));
}

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.userType, 'super_admin'))
    .limit(1);
  return Boolean(row);
}

/** The account with this id, or undefined. */
export async function findAccount(db: Database, id: string) {
  const [row] = await db
    .select({ id: administrators.id, email: administrators.email, userType: administrators.userType })
    .from(administrators)
    .where(eq(administrators.id, id));
  return row;
}

export async function setAccountType(db: Db, id: string, userType: UserType) {
  await db.update(administrators).set({ userType }).where(eq(administrators.id, id));
}

/** Deletes the administrators row, then the auth user with their sessions, credentials and reset links. */
export async function deleteAccount(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(administrators).where(eq(administrators.id, id));
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, id), like(verifications.identifier, 'reset-password:%')));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(accounts).where(eq(accounts.userId, id));
    await tx.delete(users).where(eq(users.id, id));
  });
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%&*?';

/** A random password of `length` characters (user management gives one to each new user). */
export function generatePassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
