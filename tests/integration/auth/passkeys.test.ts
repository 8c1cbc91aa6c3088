import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLog, administrators, passkeys, sessions } from '@/db/schema';
import { requestPasswordRecovery, resetPasswordWithToken } from '@/features/auth/service';
import {
  addPasskeyAction,
  passkeyRegistrationOptionsAction,
  passkeySignInOptionsAction,
  removePasskeyAction,
} from '@/features/passkeys/actions';
import { listPasskeys } from '@/features/passkeys/service';
import { updateUserType } from '@/features/users/service';
import { createAccount, setAccountPassword } from '@/features/users/accounts';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import type { Actor } from '@/lib/shared/auth/permissions';
import { SoftAuthenticator } from '../../support/soft-authenticator';
import { totp, wrongTotp } from '../../support/totp';
import { AuthBrowser } from '../helpers/auth-client';
import { formDataOf } from '../helpers/form-data';
import { mailsTo } from '../helpers/outbox';

// Passkeys (issue 25 §1) through Better Auth's passkey plugin as the site configures it: added at
// /admin/profile after the current password (and the code, with two-step on), the site's action
// storing what the authenticator created; signing in without the password, only when the
// authenticator verified its user; listed and removed, the owner e-mailed each time; gone with a
// password reset, the operator's new password or a change of type; and a 'user'-type account with a
// passkey never gets a session. The authenticator is a software one (tests/support/soft-authenticator.ts).

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

let n = 0;
async function account(role: 'admin' | 'super_admin' = 'admin') {
  const email = `passkey-${++n}@passkeys.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { id, email, actor: { userId: id, email, role } as Actor };
}

const PASSWORD = { current_password: 'senha-forte' };

/**
 * 'Adicionar passkey' from a signed-in browser: the profile's first action with `form` (the current
 * password…), then the authenticator's answer to the options (whose challenge cookie the test's
 * browser gets from Better Auth's handler: the action's cookies reach no jar here), then the add.
 */
async function addWith(
  browser: AuthBrowser,
  authenticator: SoftAuthenticator,
  form: Record<string, string> = PASSWORD,
) {
  const confirmed = await browser.act(() => passkeyRegistrationOptionsAction(formDataOf(form)));
  if (!confirmed.ok) return confirmed;
  expect(confirmed.data).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
  const options = await browser.call('/passkey/generate-register-options');
  expect(options.status).toBe(200);
  return browser.act(() => addPasskeyAction(authenticator.register(options.body as never)));
}

/** Signs in with the password and adds a passkey through the profile's actions. */
async function withPasskey(email: string) {
  const browser = new AuthBrowser(`192.0.2.${100 + n}`);
  await browser.signIn(email);
  const authenticator = new SoftAuthenticator(getEnv().SITE_URL);
  const added = await addWith(browser, authenticator);
  expect(added).toMatchObject({ ok: true, message: 'Passkey adicionada com sucesso' });
  return { browser, authenticator };
}

const passkeysOf = (userId: string) =>
  getDb().select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId));

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
    // The owner is told, in case it was not them.
    expect(mailsTo(email)).toEqual([
      expect.objectContaining({
        subject: 'Passkey adicionada à sua conta',
        text: expect.stringContaining('Uma passkey (Chrome no Linux) foi adicionada à sua conta.'),
      }),
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
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      'Passkey adicionada à sua conta',
      'Passkey removida da sua conta',
    ]);
    expect(mailsTo(owner.email)[1]!.text).toContain('A passkey Chrome no Linux foi removida da sua conta');
    const { result } = await signInWithPasskey(authenticator, '192.0.2.253');
    expect(result.status).toBe(401);
  });

  it("never give a 'user'-type account a session", async () => {
    const demoted = await account();
    const { authenticator } = await withPasskey(demoted.email);
    // Set in the database (with its sessions ended): a change of type through user management
    // removes the passkeys too.
    await getDb().update(administrators).set({ userType: 'user' }).where(eq(administrators.id, demoted.id));
    await getDb().delete(sessions).where(eq(sessions.userId, demoted.id));
    const { result } = await signInWithPasskey(authenticator, '192.0.2.254');
    expect(result).toMatchObject({ status: 403, code: 'WRONG_USER_TYPE' });
    expect(await sessionsOf([demoted.id])).toEqual([]);
  });

  it('are added only after the current password: none, a wrong one or a skipped confirmation change nothing', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser('192.0.2.30');
    await browser.signIn(email);
    const authenticator = new SoftAuthenticator(getEnv().SITE_URL);

    expect(await addWith(browser, authenticator, { current_password: '' })).toMatchObject({
      ok: false,
      fieldErrors: { current_password: 'Digite a senha atual' },
    });
    expect(await addWith(browser, authenticator, { current_password: 'chutada' })).toMatchObject({
      ok: false,
      fieldErrors: { current_password: 'Senha atual incorreta' },
    });
    // A stolen session that skips the password: the options straight from Better Auth, then the add.
    const options = await browser.call('/passkey/generate-register-options');
    const skipped = await browser.act(() => addPasskeyAction(authenticator.register(options.body as never)));
    expect(skipped).toMatchObject({
      ok: false,
      message: 'Por segurança, confirme sua senha antes de adicionar uma passkey.',
    });
    expect(await passkeysOf(id)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
    const failures = await getDb()
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(and(eq(activityLog.actorId, id), eq(activityLog.kind, 'password_check_failed')));
    expect(failures).toEqual([{ detail: 'adicionar passkey' }]);

    // The right password allows one passkey, once.
    expect(await addWith(browser, authenticator)).toMatchObject({ ok: true });
    const again = await browser.call('/passkey/generate-register-options');
    const other = new SoftAuthenticator(getEnv().SITE_URL);
    expect(await browser.act(() => addPasskeyAction(other.register(again.body as never)))).toMatchObject({
      ok: false,
      message: 'Por segurança, confirme sua senha antes de adicionar uma passkey.',
    });
    expect(await passkeysOf(id)).toHaveLength(1);
  });

  it('with two-step sign-in on, are added only with the app’s code too', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser('192.0.2.31');
    await browser.signIn(email);
    const enabled = await browser.call('/two-factor/enable', { password: 'senha-forte' });
    const secret = new URL(enabled.body!.totpURI as string).searchParams.get('secret')!;
    // Confirming it renews this browser's session (Better Auth).
    expect((await browser.call('/two-factor/verify-totp', { code: totp(secret) })).status).toBe(200);
    const authenticator = new SoftAuthenticator(getEnv().SITE_URL);

    expect(await addWith(browser, authenticator)).toMatchObject({
      ok: false,
      fieldErrors: { code: 'Digite o código de 6 dígitos' },
    });
    expect(await addWith(browser, authenticator, { ...PASSWORD, code: wrongTotp(secret) })).toMatchObject({
      ok: false,
      fieldErrors: { code: 'Código inválido. Confira o código no aplicativo e tente novamente.' },
    });
    expect(await passkeysOf(id)).toEqual([]);
    expect(await addWith(browser, authenticator, { ...PASSWORD, code: totp(secret) })).toMatchObject({
      ok: true,
      message: 'Passkey adicionada com sucesso',
    });
    expect(await passkeysOf(id)).toHaveLength(1);
  });

  it('need an authenticator that verifies its user, to be added and to sign in', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser('192.0.2.32');
    await browser.signIn(email);
    const careless = new SoftAuthenticator(getEnv().SITE_URL);
    careless.userVerified = false;
    expect(await addWith(browser, careless)).toMatchObject({
      ok: false,
      message:
        'A passkey precisa confirmar que é você (com a digital, o rosto ou o PIN do aparelho). Tente novamente.',
    });
    expect(await passkeysOf(id)).toEqual([]);

    // Added with a verified user, then used without one: no session.
    const { authenticator } = await withPasskey(email);
    const sessionsBefore = (await sessionsOf([id])).length;
    authenticator.userVerified = false;
    const { result } = await signInWithPasskey(authenticator, '192.0.2.33');
    expect(result).toMatchObject({ status: 401, code: 'USER_NOT_VERIFIED' });
    expect(await sessionsOf([id])).toHaveLength(sessionsBefore);
    // The browser is asked for it too.
    const options = await new AuthBrowser('192.0.2.34').act(() => passkeySignInOptionsAction());
    expect(options).toMatchObject({ ok: true, data: { userVerification: 'required' } });
    authenticator.userVerified = true;
    expect((await signInWithPasskey(authenticator, '192.0.2.35')).result.status).toBe(200);
  });

  it('go with a password reset, the operator’s new password and a change of type, and the owner is told', async () => {
    const boss = await account('super_admin');

    // A reset link from /login.
    const reset = await account();
    const { authenticator: resetKey } = await withPasskey(reset.email);
    await requestPasswordRecovery({ email: reset.email }, new Headers());
    const token = /\/reset-password#token=([\w-]+)/.exec(
      mailsTo(reset.email).find((mail) => mail.subject === 'Redefinição de senha')!.text,
    )![1]!;
    await resetPasswordWithToken({ token, password: 'nova-senha', confirmPassword: 'nova-senha' });
    expect(await passkeysOf(reset.id)).toEqual([]);
    expect((await signInWithPasskey(resetKey, '192.0.2.40')).result.status).toBe(401);
    expect(mailsTo(reset.email).at(-1)).toMatchObject({
      subject: 'Passkeys removidas da sua conta',
      text: expect.stringContaining(
        'A passkey da sua conta foi removida por causa de: redefinição de senha.',
      ),
    });
    const [entry] = await getDb()
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, reset.id), eq(activityLog.kind, 'passkey_removed')));
    expect(entry?.detail).toBe('redefinição de senha (1 passkey)');

    // `npm run users -- set-password`.
    const operator = await account();
    const { authenticator: operatorKey } = await withPasskey(operator.email);
    const changed = await setAccountPassword(getDb(), { email: operator.email, password: 'outra-senha' });
    expect(changed.removed).toEqual({ passkeys: 1, twoFactor: false });
    expect(await passkeysOf(operator.id)).toEqual([]);
    expect((await signInWithPasskey(operatorKey, '192.0.2.41')).result.status).toBe(401);

    // A change of type in user management, either way.
    const promoted = await account();
    const { authenticator: promotedKey } = await withPasskey(promoted.email);
    await updateUserType(boss.actor, { id: promoted.id, user_type: 'user' });
    expect(await passkeysOf(promoted.id)).toEqual([]);
    await updateUserType(boss.actor, { id: promoted.id, user_type: 'admin' });
    expect((await signInWithPasskey(promotedKey, '192.0.2.42')).result.status).toBe(401);
    expect(mailsTo(promoted.email).map((mail) => mail.subject)).toEqual([
      'Passkey adicionada à sua conta',
      'Passkeys removidas da sua conta',
    ]);
  });
});
