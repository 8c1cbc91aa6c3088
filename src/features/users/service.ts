import 'server-only';
import { eq } from 'drizzle-orm';
import { securityPolicy, users, type UserType } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { sendInvitationMail } from '@/lib/server/auth/password-mail';
import { createPasswordToken } from '@/lib/server/auth/password-token';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { writeRecorded } from '@/lib/server/activity';
import { endSessions, SESSION_END_REASONS } from '@/lib/server/auth/session-policy';
import {
  notifySecondFactorRevocation,
  revokeSecondFactors,
} from '@/lib/server/auth/second-factor-revocation';
import { SECOND_FACTOR_REVOCATION_REASONS } from '@/lib/server/auth/security-mail';
import { getDb } from '@/lib/server/db/client';
import {
  AccountError,
  createAccount,
  deleteAccount,
  findAccount,
  generatePassword,
  listAccounts,
  setAccountType,
} from './accounts';
import {
  GENERATED_PASSWORD_LENGTH,
  INVITATION_TTL_DAYS,
  USER_MESSAGES,
  USER_TYPE_LABELS,
  TWO_FACTOR_POLICY_MESSAGES,
  isManagedUserType,
  newUserSchema,
  twoFactorPolicySchema,
  userIdSchema,
  userTypeChangeSchema,
  type ManagedUser,
  type RowLock,
  type UserManagement,
} from './schema';
import { log } from '@/lib/server/log';

// User management (SPEC §6: only a super_admin adds users, changes types and removes users).
// A super_admin's row and the signed-in user's own row cannot be changed or removed. Refusals give
// the reason; the actions put it in the operation's toast ('Erro ao remover usuário: {motivo}').

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Why the actor may not change or remove this account, or null when they may: the one place the
 * rule lives. The operations refuse a locked row; the screen disables its controls from `lock`.
 */
function lockOf(me: Actor, account: { id: string; userType: UserType }): RowLock | null {
  if (account.id === me.userId) return 'self';
  if (!isManagedUserType(account.userType)) return 'superAdmin';
  return null;
}

/** The accounts, each with the actor's lock on it. */
async function accountsFor(me: Actor): Promise<ManagedUser[]> {
  const accounts = await listAccounts(getDb());
  return accounts.map((account) => ({ ...account, lock: lockOf(me, account) }));
}

export async function listUsers(actor: Actor | null): Promise<ManagedUser[]> {
  return accountsFor(requirePermission(actor, 'users.manage'));
}

/** /admin/usuarios: the users, and whether the firm requires two-step sign-in. */
export async function loadUserManagement(actor: Actor | null): Promise<UserManagement> {
  const me = requirePermission(actor, 'users.manage');
  const [users, [policy]] = await Promise.all([
    accountsFor(me),
    getDb().select().from(securityPolicy).where(eq(securityPolicy.id, 1)),
  ]);
  return { users, requireTwoFactor: policy?.requireTwoFactor ?? false };
}

/**
 * 'Exigir autenticação em duas etapas': from the next request on, every staff account without it
 * is sent to set it up before any admin page (getActor). The super_admin who turns it on must
 * have it already, or the switch would lock them out of this very page.
 */
export async function setTwoFactorRequired(actor: Actor | null, required: unknown): Promise<void> {
  const me = requirePermission(actor, 'users.manage');
  const value = parseInput(twoFactorPolicySchema, required);
  if (value) {
    const [mine] = await getDb()
      .select({ enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, me.userId));
    if (!mine?.enabled) throw new UserError(TWO_FACTOR_POLICY_MESSAGES.ownFirst);
  }
  await writeRecorded(
    (tx) =>
      tx
        .insert(securityPolicy)
        .values({ id: 1, requireTwoFactor: value })
        .onConflictDoUpdate({
          target: securityPolicy.id,
          set: { requireTwoFactor: value, updatedAt: new Date() },
        }),
    () => ({
      actorId: me.userId,
      kind: 'update',
      entity: 'security_policy',
      detail: value ? 'Duas etapas exigidas' : 'Duas etapas opcionais',
    }),
  );
}

/**
 * Creates the user with a random 12-character password and e-mails them an invitation link to
 * choose their own. A failed e-mail does not undo the user (they can still use "Esqueceu sua senha?").
 */
export async function addUser(actor: Actor | null, input: unknown): Promise<ManagedUser> {
  const me = requirePermission(actor, 'users.manage');
  const { email, user_type } = parseInput(newUserSchema, input);
  let created: { id: string; email: string };
  try {
    created = await writeRecorded(
      (tx) =>
        createAccount(tx, {
          email,
          password: generatePassword(GENERATED_PASSWORD_LENGTH),
          userType: user_type,
        }),
      (account) => ({ actorId: me.userId, kind: 'create', entity: 'administrators', entityId: account.id }),
    );
  } catch (error) {
    if (error instanceof AccountError || isUniqueViolation(error)) {
      throw new UserError(USER_MESSAGES.duplicate, { email: USER_MESSAGES.duplicate });
    }
    throw error;
  }
  try {
    const token = await createPasswordToken(created.id, INVITATION_TTL_DAYS * 24 * 60 * 60);
    await sendInvitationMail(created.email, token, INVITATION_TTL_DAYS);
  } catch (error) {
    log.error({ err: error, userId: created.id }, 'the invitation could not be sent');
  }
  const account = { id: created.id, email: created.email, userType: user_type };
  return { ...account, lock: lockOf(me, account) };
}

/** The row `id` when the actor may change it; otherwise the operation's message. */
async function changeableTarget(me: Actor, id: string) {
  const target = await findAccount(getDb(), id);
  if (!target) throw new UserError(USER_MESSAGES.notFound);
  if (lockOf(me, target)) throw new UserError(USER_MESSAGES.protectedRow);
  return target;
}

/**
 * Changes a user's type between admin and user. Their sessions end with it, whichever way it goes:
 * the next sign-in holds the new type from its start (and a 'user' gets no session at all). Their
 * second factors go too (passkeys, second step: ADR 0020), and the owner is told by e-mail.
 */
export async function updateUserType(actor: Actor | null, input: unknown): Promise<void> {
  const me = requirePermission(actor, 'users.manage');
  const { id, user_type } = parseInput(userTypeChangeSchema, input);
  const target = await changeableTarget(me, id);
  const revoked = await writeRecorded(
    async (tx) => {
      await setAccountType(tx, id, user_type);
      await endSessions(tx, {
        userId: id,
        which: { all: true },
        actorId: me.userId,
        reason: SESSION_END_REASONS.userTypeChange,
      });
      return revokeSecondFactors(tx, {
        userId: id,
        actorId: me.userId,
        reason: SECOND_FACTOR_REVOCATION_REASONS.userTypeChange,
      });
    },
    () => ({
      actorId: me.userId,
      kind: 'update',
      entity: 'administrators',
      entityId: id,
      detail: USER_TYPE_LABELS[user_type],
    }),
  );
  await notifySecondFactorRevocation(target.email, revoked, SECOND_FACTOR_REVOCATION_REASONS.userTypeChange);
}

/** Removes the administrators row, then the auth user with their sessions. */
export async function removeUser(actor: Actor | null, id: string): Promise<void> {
  const me = requirePermission(actor, 'users.manage');
  await changeableTarget(me, parseInput(userIdSchema, id));
  await writeRecorded(
    (tx) => deleteAccount(tx, id),
    () => ({ actorId: me.userId, kind: 'delete', entity: 'administrators', entityId: id }),
  );
}
