import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLog, passkeys, sessions } from '@/db/schema';
import { addPasskeyAction, removePasskeyAction } from '@/features/passkeys/actions';
import { listPasskeys } from '@/features/passkeys/service';
import { updateUserType } from '@/features/users/service';
import { createAccount } from '@/features/users/accounts';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import type { Actor } from '@/lib/shared/auth/permissions';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { AuthBrowser } from './helpers/auth-client';

// Passkeys (issue 25 §1) through Better Auth's passkey plugin as the site configures it: added at
// /admin/profile (the site's action stores what the authenticator created), signing in without the
// password, listed and removed; and a 'user'-type account with a passkey never gets a session.
// The authenticator is a software one (tests/support/soft-authenticator.ts).

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('./authorization/request')).requestHeaders(),
}));

let n = 0;
async function account(role: 'admin' | 'super_admin' = 'admin') {
  const email = `passkey-${++n}@passkeys.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { id, email, actor: { userId: id, email, role } as Actor };
}

/** Signs in with the password and adds a passkey through the profile's action. */
async function withPasskey(email: string) {
  const browser = new AuthBrowser(`192.0.2.${100 + n}`);
  await browser.signIn(email);
  const authenticator = new SoftAuthenticator(getEnv().SITE_URL);
  // The options (and their challenge cookie) as the profile's first action gets them.
  const options = await browser.call('/passkey/generate-register-options');
  expect(options.status).toBe(200);
  const added = await browser.act(() => addPasskeyAction(authenticator.register(options.body as never)));
  expect(added).toMatchObject({ ok: true, message: 'Passkey adicionada com sucesso' });
  return { browser, authenticator };
}

/** 'Entrar com passkey' from a browser without a session. */
async function signInWithPasskey(authenticator: SoftAuthenticator, address = '192.0.2.250') {
  const browser = new AuthBrowser(address);
  const options = await browser.call('/passkey/generate-authenticate-options');
  expect(options.status).toBe(200);
  const result = await browser.call('/passkey/verify-authentication', {
    response: authenticator.authenticate(options.body as never),
  });
  return { browser, result };
}

const sessionsOf = (userIds: string[]) =>
  getDb().select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, userIds));

describe('passkeys', () => {
  it('are added with the browser and system as their name, listed, and sign in without the password', async () => {
    const { id, email, actor } = await account();
    const { authenticator } = await withPasskey(email);
    const listed = await listPasskeys(actor);
    expect(listed).toEqual([
      { id: expect.any(String), name: 'Chrome no Linux', createdAt: expect.any(String) },
    ]);

    const before = (await sessionsOf([id])).length;
    const { result } = await signInWithPasskey(authenticator);
    expect(result.status).toBe(200);
    expect(await sessionsOf([id])).toHaveLength(before + 1);
    const [entry] = await getDb()
      .select()
      .from(activityLog)
      .where(eq(activityLog.actorId, id))
      .orderBy(desc(activityLog.at))
      .limit(1);
    expect(entry).toMatchObject({ kind: 'sign_in', detail: 'passkey' });
  });

  it('are refused when the answer is for another challenge or another site', async () => {
    const { email } = await account();
    const { authenticator } = await withPasskey(email);
    const browser = new AuthBrowser('192.0.2.251');
    const options = (await browser.call('/passkey/generate-authenticate-options')).body as {
      challenge: string;
    };
    const replayed = await browser.call('/passkey/verify-authentication', {
      response: authenticator.authenticate({ ...options, challenge: 'b3V0cm8tZGVzYWZpbw' }),
    });
    expect(replayed.status).toBe(400);
    // A look-alike site relaying the challenge: the browser would report its own origin.
    const relayed = (await browser.call('/passkey/generate-authenticate-options')).body as {
      challenge: string;
    };
    const phished = await browser.call('/passkey/verify-authentication', {
      response: authenticator.authenticate(relayed, 'https://tribuna-login.example'),
    });
    expect(phished.status).toBe(400);
    const { result } = await signInWithPasskey(authenticator, '192.0.2.249');
    expect(result.status).toBe(200);
  });

  it('are removed by their owner only, and cannot sign in afterwards', async () => {
    const owner = await account();
    const other = await account();
    const { browser, authenticator } = await withPasskey(owner.email);
    const [key] = await listPasskeys(owner.actor);
    const otherBrowser = new AuthBrowser('192.0.2.252');
    await otherBrowser.signIn(other.email);
    expect(await otherBrowser.act(() => removePasskeyAction(key!.id))).toMatchObject({
      ok: false,
      message: 'Passkey não encontrada',
    });
    expect(await browser.act(() => removePasskeyAction(key!.id))).toMatchObject({
      ok: true,
      message: 'Passkey removida com sucesso',
    });
    expect(await getDb().select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
    const { result } = await signInWithPasskey(authenticator, '192.0.2.253');
    expect(result.status).toBe(401);
  });

  it("never give a 'user'-type account a session", async () => {
    const boss = await account('super_admin');
    const demoted = await account();
    const { authenticator } = await withPasskey(demoted.email);
    await updateUserType(boss.actor, { id: demoted.id, user_type: 'user' });
    const { result } = await signInWithPasskey(authenticator, '192.0.2.254');
    expect(result).toMatchObject({ status: 403, code: 'WRONG_USER_TYPE' });
    expect(await sessionsOf([demoted.id])).toEqual([]);
  });
});
