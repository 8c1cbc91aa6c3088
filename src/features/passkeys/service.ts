import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { passkeys, users, verifications } from '@/db/schema';
import { PASSKEY_LIMITS } from '@/db/schema/limits';
import { recordActivity } from '@/lib/server/activity';
import { getAuth, USER_NOT_VERIFIED } from '@/lib/server/auth/auth';
import { confirmCurrentPassword } from '@/lib/server/auth/current-password';
import { signInRefusal } from '@/lib/server/auth/sign-in-errors';
import { ownSession } from '@/lib/server/auth/own-session';
import { sendSecurityNotice } from '@/lib/server/auth/security-mail';
import { needsTwoFactorSetup } from '@/lib/server/auth/two-factor-policy';
import { getDb } from '@/lib/server/db/client';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { SignInStep } from '@/lib/shared/auth/sign-in-steps';
import { describeUserAgent } from '@/lib/shared/user-agent';
import {
  PASSKEY_MESSAGES as M,
  passkeyConfirmationSchema,
  passkeyIdSchema,
  webAuthnResponseSchema,
  type PasskeyItem,
} from './schema';

// Passkeys through Better Auth's passkey plugin: the WebAuthn options come from the server, the
// browser's authenticator answers, and the plugin checks the answer against the site's own origin
// (auth.ts). Registering acts on the request's session, which must be the actor's, and only after
// the current password (and the app's code, when the second step is on) was confirmed for that
// session: a stolen session alone cannot plant a passkey. The authenticator must verify its user
// at every ceremony (auth.ts). Signing in with one creates a session only for staff (auth.ts), like
// every other way in. The owner is e-mailed whenever one is added or removed.

/** How long a confirmed password allows this session to finish adding one passkey. */
const CONFIRMATION_TTL_MS = 5 * 60_000;

/** Bound to the session that confirmed it: another session of the account needs its own. */
const confirmationOf = (sessionId: string) => `passkey-add:${sessionId}`;

/** Records that this session confirmed the password for one passkey (replacing an earlier one). */
async function grantConfirmation(me: Actor, sessionId: string): Promise<void> {
  const identifier = confirmationOf(sessionId);
  await getDb().transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier,
      value: me.userId,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    });
  });
}

/** Uses up this session's confirmation, atomically; false when there is none (or it expired). */
async function consumeConfirmation(me: Actor, sessionId: string): Promise<boolean> {
  const used = await getDb()
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, confirmationOf(sessionId)),
        eq(verifications.value, me.userId),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return used.length > 0;
}

async function hasTwoFactor(userId: string): Promise<boolean> {
  const [user] = await getDb()
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return user?.enabled ?? false;
}

export async function listPasskeys(actor: Actor | null): Promise<PasskeyItem[]> {
  const me = requirePermission(actor, 'profile.manage');
  const rows = await getDb()
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(eq(passkeys.userId, me.userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? 'Passkey',
    createdAt: row.createdAt?.toISOString() ?? null,
  }));
}

/**
 * 'Adicionar passkey', once the current password (and the app's code, when the second step is on)
 * is confirmed, counted toward the account's lock (current-password.ts): the options the browser
 * needs to create a passkey for the actor (and a challenge cookie).
 */
export async function passkeyRegistrationOptions(actor: Actor | null, input: unknown): Promise<unknown> {
  const me = requirePermission(actor, 'profile.manage');
  const { current_password: password, code } = parseInput(passkeyConfirmationSchema, input);
  const { headers: requestHeaders, sessionId } = await ownSession(me);
  const withCode = await hasTwoFactor(me.userId);
  if (withCode && !code) throw new UserError(M.codeRequired, { code: M.codeRequired });
  await confirmCurrentPassword(
    me,
    {
      password,
      purpose: 'adicionar passkey',
      wrongPassword: M.wrongPassword,
      code: withCode ? { value: code, wrong: M.wrongCode } : undefined,
    },
    requestHeaders,
  );
  let options: unknown;
  try {
    options = await getAuth().api.generatePasskeyRegistrationOptions({
      headers: requestHeaders,
      query: { name: me.email },
    });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'SESSION_NOT_FRESH') throw new UserError(M.notFresh);
    throw error;
  }
  await grantConfirmation(me, sessionId);
  return options;
}

/**
 * Stores the passkey the browser created, named after the browser and system it was added on:
 * only once this session confirmed the password for it (passkeyRegistrationOptions), once.
 */
export async function addPasskey(actor: Actor | null, response: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const answer = parseInput(webAuthnResponseSchema, response);
  const { headers: requestHeaders, sessionId } = await ownSession(me);
  if (!(await consumeConfirmation(me, sessionId))) throw new UserError(M.notConfirmed);
  const name = describeUserAgent(requestHeaders.get('user-agent')).slice(0, PASSKEY_LIMITS.name);
  let created: { id: string };
  try {
    created = (await getAuth().api.verifyPasskeyRegistration({
      body: { response: answer, name },
      headers: requestHeaders,
    })) as { id: string };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = error.body?.code;
    throw new UserError(
      code === 'SESSION_NOT_FRESH' ? M.notFresh : code === USER_NOT_VERIFIED ? M.notVerified : M.addFailed,
    );
  }
  await recordActivity(getDb(), {
    actorId: me.userId,
    kind: 'passkey_added',
    entity: 'passkeys',
    entityId: created.id,
    detail: name,
  });
  await sendSecurityNotice(me.email, { kind: 'passkey_added', name });
}

/** Removes one of the actor's own passkeys. */
export async function removePasskey(actor: Actor | null, id: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const passkeyId = parseInput(passkeyIdSchema, id);
  const name = await getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, me.userId)))
      .returning({ id: passkeys.id, name: passkeys.name });
    if (removed.length === 0) throw new UserError(M.notFound);
    await recordActivity(tx, {
      actorId: me.userId,
      kind: 'passkey_removed',
      entity: 'passkeys',
      entityId: passkeyId,
      detail: removed[0]!.name,
    });
    return removed[0]!.name ?? 'Passkey';
  });
  await sendSecurityNotice(me.email, { kind: 'passkey_removed', name });
}

/**
 * /login: the options for any passkey of this site (and a challenge cookie). The browser is asked
 * to have the authenticator verify its user (the plugin says 'preferred'); the server refuses an
 * answer without it either way (auth.ts).
 */
export async function passkeySignInOptions(): Promise<unknown> {
  const options = await getAuth().api.generatePasskeyAuthenticationOptions({ headers: await headers() });
  return { ...options, userVerification: 'required' };
}

/** /login: signs in with the passkey the browser used; where to go next. */
export async function signInWithPasskey(response: unknown): Promise<SignInStep> {
  const answer = parseInput(webAuthnResponseSchema, response);
  let result: { user: { id: string } };
  try {
    result = await getAuth().api.verifyPasskeyAuthentication({
      // Shape-checked above; Better Auth's plugin verifies the rest.
      body: { response: answer as never },
      headers: await headers(),
    });
  } catch (error) {
    const unverified = isAPIError(error) && error.body?.code === USER_NOT_VERIFIED;
    throw signInRefusal(error, unverified ? M.notVerified : M.signInFailed);
  }
  return (await needsTwoFactorSetup(result.user.id)) ? 'setup' : 'done';
}
