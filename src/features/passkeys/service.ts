import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { passkeys } from '@/db/schema';
import { PASSKEY_LIMITS } from '@/db/schema/limits';
import { recordActivity } from '@/lib/server/activity';
import { getAuth } from '@/lib/server/auth/auth';
import { signInRefusal } from '@/lib/server/auth/sign-in-errors';
import { ownSessionHeaders } from '@/lib/server/auth/own-session';
import { needsTwoFactorSetup } from '@/lib/server/auth/two-factor-policy';
import { getDb } from '@/lib/server/db/client';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { SignInStep } from '@/lib/shared/auth/sign-in-steps';
import { describeUserAgent } from '@/lib/shared/user-agent';
import { PASSKEY_MESSAGES as M, passkeyIdSchema, webAuthnResponseSchema, type PasskeyItem } from './schema';

// Passkeys through Better Auth's passkey plugin: the WebAuthn options come from the server, the
// browser's authenticator answers, and the plugin checks the answer against the site's own origin
// (auth.ts). Registering acts on the request's session, which must be the actor's. Signing in with
// one creates a session only for staff (auth.ts), like every other way in.

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

/** The options the browser needs to create a passkey for the actor (and a challenge cookie). */
export async function passkeyRegistrationOptions(actor: Actor | null): Promise<unknown> {
  const me = requirePermission(actor, 'profile.manage');
  const requestHeaders = await ownSessionHeaders(me);
  try {
    return await getAuth().api.generatePasskeyRegistrationOptions({
      headers: requestHeaders,
      query: { name: me.email },
    });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'SESSION_NOT_FRESH') throw new UserError(M.notFresh);
    throw error;
  }
}

/** Stores the passkey the browser created, named after the browser and system it was added on. */
export async function addPasskey(actor: Actor | null, response: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const answer = parseInput(webAuthnResponseSchema, response);
  const requestHeaders = await ownSessionHeaders(me);
  const name = describeUserAgent(requestHeaders.get('user-agent')).slice(0, PASSKEY_LIMITS.name);
  let created: { id: string };
  try {
    created = (await getAuth().api.verifyPasskeyRegistration({
      body: { response: answer, name },
      headers: requestHeaders,
    })) as { id: string };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new UserError(error.body?.code === 'SESSION_NOT_FRESH' ? M.notFresh : M.addFailed);
  }
  await recordActivity(getDb(), {
    actorId: me.userId,
    kind: 'passkey_added',
    entity: 'passkeys',
    entityId: created.id,
    detail: name,
  });
}

/** Removes one of the actor's own passkeys. */
export async function removePasskey(actor: Actor | null, id: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const passkeyId = parseInput(passkeyIdSchema, id);
  await getDb().transaction(async (tx) => {
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
  });
}

/** /login: the options for any passkey of this site (and a challenge cookie). */
export async function passkeySignInOptions(): Promise<unknown> {
  return getAuth().api.generatePasskeyAuthenticationOptions({ headers: await headers() });
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
    throw signInRefusal(error, M.signInFailed);
  }
  return (await needsTwoFactorSetup(result.user.id)) ? 'setup' : 'done';
}
