import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityLog, passkeys, sessions, twoFactors, users } from '@/db/schema';
import { changePasswordAction, verifyAdminAccessAction } from '@/features/auth/actions';
import { requestPasswordRecovery, resetPasswordWithToken } from '@/features/auth/service';
import { passkeyRegistrationOptionsAction } from '@/features/passkeys/actions';
import {
  confirmTwoFactorSetupAction,
  disableTwoFactorAction,
  startTwoFactorSetupAction,
  twoFactorStatusAction,
} from '@/features/two-factor/actions';
import { setTwoFactorRequired, updateUserType } from '@/features/users/service';
import { createAccount, setAccountPassword } from '@/features/users/accounts';
import { SIGN_IN_FAILURE_LIMITS } from '@/lib/server/auth/brute-force';
import { needsTwoFactorSetup } from '@/lib/server/auth/two-factor-policy';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_CHECK_MESSAGES } from '@/lib/shared/auth/messages';
import type { Actor } from '@/lib/shared/auth/permissions';
import { totp, wrongTotp } from '../../support/totp';
import { formDataOf } from '../helpers/form-data';
import { mailsTo } from '../helpers/outbox';
import { AuthBrowser } from '../helpers/auth-client';

// Two-step sign-in (issue 25 §1) through Better Auth's twoFactor plugin as the site configures it:
// set up with the password and a code, then every sign-in asks for a code after the password;
// recovery codes work once; wrong codes count toward the sign-in lock; a 'user' never gets a
// session; the super_admin can require it of everyone. Codes are computed here (RFC 6238).

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

let n = 0;
async function account(role: 'admin' | 'super_admin' = 'admin') {
  const email = `duas-etapas-${++n}@2fa.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { id, email };
}

/** Signs in and turns two-step sign-in on through the profile's actions; its key and codes. */
async function withTwoFactor(email: string, address = `192.0.2.${n}`) {
  const browser = new AuthBrowser(address);
  expect((await browser.signIn(email)).status).toBe(200);
  const started = await browser.act(() =>
    startTwoFactorSetupAction(formDataOf({ current_password: 'senha-forte' })),
  );
  if (!started.ok) throw new Error(started.message);
  const confirmed = await browser.act(() =>
    confirmTwoFactorSetupAction(formDataOf({ code: totp(started.data.secret) })),
  );
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { secret: started.data.secret, qr: started.data.qr, codes: confirmed.data };
}

const sessionsOf = (userId: string) =>
  getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
const entriesOf = (actorId: string) =>
  getDb().select().from(activityLog).where(eq(activityLog.actorId, actorId)).orderBy(desc(activityLog.at));

beforeEach(() => {
  n += 1;
});

describe('setting it up at /admin/profile', () => {
  it('asks for the password, shows a QR code and the key, and turns on only once a code confirms it', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser();
    await browser.signIn(email);

    const wrong = await browser.act(() =>
      startTwoFactorSetupAction(formDataOf({ current_password: 'errada' })),
    );
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { current_password: 'Senha atual incorreta' } });

    const started = await browser.act(() =>
      startTwoFactorSetupAction(formDataOf({ current_password: 'senha-forte' })),
    );
    if (!started.ok) throw new Error(started.message);
    expect(started.data.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(started.data.qr.length).toBeGreaterThan(20);
    expect(started.data.qr.every((row) => /^[01]+$/.test(row) && row.length === started.data.qr.length)).toBe(
      true,
    );
    const [before] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(before?.on).toBe(false);

    const refused = await browser.act(() =>
      confirmTwoFactorSetupAction(formDataOf({ code: wrongTotp(started.data.secret) })),
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { code: expect.stringContaining('Código inválido') },
    });

    const confirmed = await browser.act(() =>
      confirmTwoFactorSetupAction(formDataOf({ code: totp(started.data.secret) })),
    );
    expect(confirmed).toMatchObject({ ok: true, message: 'Autenticação em duas etapas ativada' });
    expect(confirmed.ok && confirmed.data).toHaveLength(10);
    const [after] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(after?.on).toBe(true);
    expect((await entriesOf(id)).map((entry) => entry.kind)).toContain('two_factor_enabled');
  });

  it("'Desativar' needs the password, and sign-in then asks for the password only", async () => {
    const { id, email } = await account();
    const { secret } = await withTwoFactor(email);
    const browser = await signInWithCode(email, secret);
    const wrong = await browser.act(() => disableTwoFactorAction(formDataOf({ current_password: 'errada' })));
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { current_password: 'Senha atual incorreta' } });
    const done = await browser.act(() =>
      disableTwoFactorAction(formDataOf({ current_password: 'senha-forte' })),
    );
    expect(done).toMatchObject({ ok: true, message: 'Autenticação em duas etapas desativada' });
    expect((await entriesOf(id)).map((entry) => entry.kind)).toContain('two_factor_disabled');
    // The owner is told each time, in case it was not them.
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
      'Autenticação em duas etapas ativada',
      'Autenticação em duas etapas desativada',
    ]);
    expect(mailsTo(email)[1]!.text).toContain('A autenticação em duas etapas foi desativada na sua conta');
    const again = await new AuthBrowser().signIn(email);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ token: expect.any(String) });
  });
});

const LOCKED = 'Muitas tentativas com a senha atual. Por segurança, tente de novo em 15 minutos.';
const WRONG = { current_password: 'chutada' };

describe('the current password at /admin/profile', () => {
  it("counts 'Ativar' guesses toward the sign-in lock: the 6th is refused, the right password too", async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser('192.0.2.220');
    await browser.signIn(email);
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      expect(await browser.act(() => startTwoFactorSetupAction(formDataOf(WRONG)))).toMatchObject({
        ok: false,
        fieldErrors: { current_password: 'Senha atual incorreta' },
      });
    }
    const locked = await browser.act(() =>
      startTwoFactorSetupAction(formDataOf({ current_password: 'senha-forte' })),
    );
    expect(locked).toMatchObject({ ok: false, message: LOCKED, fieldErrors: { current_password: LOCKED } });
    // Nothing started, and /login is locked for strangers alike.
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    expect(await new AuthBrowser('192.0.2.221').signIn(email)).toMatchObject({
      status: 429,
      code: 'TOO_MANY_SIGN_IN_FAILURES',
    });
    const entries = (await entriesOf(id)).filter((entry) => entry.kind.startsWith('password_check'));
    expect(entries.map((entry) => [entry.kind, entry.detail])).toEqual([
      ['password_check_locked', 'ativar duas etapas'],
      ...Array.from({ length: 5 }, () => ['password_check_failed', 'ativar duas etapas']),
    ]);
  });

  it("'Desativar', the password change and 'Adicionar passkey' share that one lock", async () => {
    const { id, email } = await account();
    const { secret } = await withTwoFactor(email);
    const browser = await signInWithCode(email, secret, '192.0.2.222');
    const change = { ...WRONG, password: 'do-ladrao', confirmPassword: 'do-ladrao' };
    const guesses = [
      () => disableTwoFactorAction(formDataOf(WRONG)),
      () => disableTwoFactorAction(formDataOf(WRONG)),
      () => changePasswordAction(formDataOf(change)),
      () => changePasswordAction(formDataOf(change)),
      () => passkeyRegistrationOptionsAction(formDataOf({ ...WRONG, code: totp(secret) })),
    ];
    for (const guess of guesses) {
      expect(await browser.act(guess)).toMatchObject({
        ok: false,
        fieldErrors: { current_password: 'Senha atual incorreta' },
      });
    }
    for (const right of [
      () => disableTwoFactorAction(formDataOf({ current_password: 'senha-forte' })),
      () =>
        passkeyRegistrationOptionsAction(formDataOf({ current_password: 'senha-forte', code: totp(secret) })),
    ]) {
      expect(await browser.act(right)).toMatchObject({
        ok: false,
        fieldErrors: { current_password: LOCKED },
      });
    }
    const [user] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id));
    expect(user?.on).toBe(true);
    const failed = (await entriesOf(id)).filter((entry) => entry.kind === 'password_check_failed');
    expect(failed.map((entry) => entry.detail).sort()).toEqual([
      'adicionar passkey',
      'desativar duas etapas',
      'desativar duas etapas',
      'troca de senha',
      'troca de senha',
    ]);
  });
});

/** A complete sign-in: the password, then the app's code. */
async function signInWithCode(email: string, secret: string, address = '192.0.2.77') {
  const browser = new AuthBrowser(address);
  const first = await browser.signIn(email);
  expect(first.body).toMatchObject({ twoFactorRedirect: true });
  const second = await browser.call('/two-factor/verify-totp', { code: totp(secret) });
  expect(second.status).toBe(200);
  return browser;
}

describe('signing in', () => {
  it("asks for 'Código de verificação' after the password: no session until a right code", async () => {
    const { id, email } = await account();
    const { secret } = await withTwoFactor(email);
    const held = (await sessionsOf(id)).length;
    const browser = new AuthBrowser('192.0.2.201');
    const first = await browser.signIn(email);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect(await sessionsOf(id)).toHaveLength(held);

    const wrong = await browser.call('/two-factor/verify-totp', { code: wrongTotp(secret) });
    expect(wrong).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    expect(await sessionsOf(id)).toHaveLength(held);

    const right = await browser.call('/two-factor/verify-totp', { code: totp(secret) });
    expect(right.status).toBe(200);
    expect(await sessionsOf(id)).toHaveLength(held + 1);
    const [signIn] = (await entriesOf(id)).filter((entry) => entry.kind === 'sign_in');
    expect(signIn?.detail).toBe('senha e código');
    const failures = (await entriesOf(id)).filter((entry) => entry.kind === 'sign_in_failed');
    expect(failures.map((entry) => entry.detail)).toEqual(['código']);
  });

  it('takes a recovery code instead, once', async () => {
    const { email } = await account();
    const { codes } = await withTwoFactor(email);
    const first = new AuthBrowser('192.0.2.202');
    await first.signIn(email);
    expect((await first.call('/two-factor/verify-backup-code', { code: codes[0] })).status).toBe(200);

    const second = new AuthBrowser('192.0.2.203');
    await second.signIn(email);
    const reused = await second.call('/two-factor/verify-backup-code', { code: codes[0] });
    expect(reused).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE' });
    expect((await second.call('/two-factor/verify-backup-code', { code: codes[1] })).status).toBe(200);
  });

  it('counts wrong codes toward the same lock as wrong passwords', async () => {
    const { id, email } = await account();
    const { secret } = await withTwoFactor(email);
    const browser = new AuthBrowser('192.0.2.204');
    const stranger = new AuthBrowser('192.0.2.205');
    // One wrong password, then wrong codes up to the e-mail's limit.
    expect((await stranger.signIn(email, 'errada')).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    await browser.signIn(email);
    for (let i = 1; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      expect((await browser.call('/two-factor/verify-totp', { code: wrongTotp(secret) })).code).toBe(
        'INVALID_CODE',
      );
    }
    // Locked now: the right code and the right password are refused alike.
    const code = await browser.call('/two-factor/verify-totp', { code: totp(secret) });
    expect(code).toMatchObject({ status: 429, code: 'TOO_MANY_SIGN_IN_FAILURES' });
    const password = await new AuthBrowser('192.0.2.206').signIn(email);
    expect(password).toMatchObject({ status: 429, code: 'TOO_MANY_SIGN_IN_FAILURES' });
    expect(password.body?.message).toMatch(/^Muitas tentativas de login sem sucesso/);
    const kinds = (await entriesOf(id)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'sign_in_locked')).toHaveLength(2);
  });

  it("never gives a session to a 'user', before or after its code", async () => {
    const boss = await account('super_admin');
    const bossActor: Actor = { userId: boss.id, email: boss.email, role: 'super_admin' };
    const demoted = await account();
    const pending = await account();
    const { secret: demotedSecret } = await withTwoFactor(demoted.email);
    const { secret: pendingSecret } = await withTwoFactor(pending.email);

    // Demoted with two-step sign-in on: its sessions end, and the password step is refused.
    await signInWithCode(demoted.email, demotedSecret, '192.0.2.207');
    await updateUserType(bossActor, { id: demoted.id, user_type: 'user' });
    expect(await sessionsOf(demoted.id)).toEqual([]);
    const refused = await new AuthBrowser('192.0.2.208').signIn(demoted.email);
    expect(refused).toMatchObject({ status: 403, code: 'WRONG_USER_TYPE' });

    // Demoted between the password and the code: the right code gets no session either (its second
    // step went with the change of type).
    const browser = new AuthBrowser('192.0.2.209');
    expect((await browser.signIn(pending.email)).body).toMatchObject({ twoFactorRedirect: true });
    await updateUserType(bossActor, { id: pending.id, user_type: 'user' });
    const code = await browser.call('/two-factor/verify-totp', { code: totp(pendingSecret) });
    expect(code).toMatchObject({ status: 400, code: 'TOTP_NOT_ENABLED' });
    const held = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.userId, [demoted.id, pending.id]));
    expect(held).toEqual([]);
  });
});

describe("'Exigir autenticação em duas etapas'", () => {
  it('sends an account without it to set it up, and opens nothing else until it does', async () => {
    const boss = await account('super_admin');
    const bossActor: Actor = { userId: boss.id, email: boss.email, role: 'super_admin' };
    await expect(setTwoFactorRequired(bossActor, true)).rejects.toThrow(
      'ative antes a autenticação em duas etapas na sua própria conta (Perfil)',
    );
    await withTwoFactor(boss.email);
    await setTwoFactorRequired(bossActor, true);
    const [entry] = await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, boss.id), eq(activityLog.entity, 'security_policy')));
    expect(entry?.detail).toBe('Duas etapas exigidas');

    const { email } = await account();
    const browser = new AuthBrowser('192.0.2.210');
    expect((await browser.signIn(email)).status).toBe(200);
    expect(await browser.act(() => verifyAdminAccessAction())).toEqual({
      ok: false,
      message: ADMIN_CHECK_MESSAGES.denied,
    });
    const status = await browser.act(() => twoFactorStatusAction());
    expect(status).toMatchObject({ ok: true, data: { enabled: false, required: true } });

    // The set-up itself is allowed; after it, the admin area opens.
    const started = await browser.act(() =>
      startTwoFactorSetupAction(formDataOf({ current_password: 'senha-forte' })),
    );
    if (!started.ok) throw new Error(started.message);
    await browser.act(() => confirmTwoFactorSetupAction(formDataOf({ code: totp(started.data.secret) })));
    const signedIn = await signInWithCode(email, started.data.secret, '192.0.2.211');
    expect(await signedIn.act(() => verifyAdminAccessAction())).toMatchObject({ ok: true });
    // And it cannot be turned off while required.
    const off = await signedIn.act(() =>
      disableTwoFactorAction(formDataOf({ current_password: 'senha-forte' })),
    );
    expect(off).toMatchObject({ ok: false });
    await setTwoFactorRequired(bossActor, false);
  });

  it('starts anew after a password reset, the operator’s new password or a change of type: off, passkeys gone, set up at the next sign-in', async () => {
    const boss = await account('super_admin');
    const bossActor: Actor = { userId: boss.id, email: boss.email, role: 'super_admin' };
    await withTwoFactor(boss.email, '192.0.2.230');
    await setTwoFactorRequired(bossActor, true);

    /** An account with two-step sign-in on and a passkey (as Better Auth's plugin stores one). */
    async function armed(address: string) {
      const target = await account();
      await withTwoFactor(target.email, address);
      await getDb()
        .insert(passkeys)
        .values({
          id: crypto.randomUUID(),
          name: 'Chrome no Linux',
          publicKey: 'chave',
          userId: target.id,
          credentialID: `credencial-${target.id}`,
          counter: 0,
          deviceType: 'singleDevice',
          backedUp: false,
        });
      return target;
    }
    /** Nothing of its second factors is left; the password alone signs in, and leads to the set-up only. */
    async function expectStartedAnew(
      target: { id: string; email: string },
      password: string,
      address: string,
    ) {
      const [user] = await getDb()
        .select({ enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, target.id));
      expect(user?.enabled).toBe(false);
      expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, target.id))).toEqual([]);
      expect(await getDb().select().from(passkeys).where(eq(passkeys.userId, target.id))).toEqual([]);
      expect(await needsTwoFactorSetup(target.id)).toBe(true);
      const browser = new AuthBrowser(address);
      const signedIn = await browser.signIn(target.email, password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ token: expect.any(String) });
      expect(await browser.act(() => verifyAdminAccessAction())).toEqual({
        ok: false,
        message: ADMIN_CHECK_MESSAGES.denied,
      });
      expect(await browser.act(() => twoFactorStatusAction())).toMatchObject({
        ok: true,
        data: { enabled: false, required: true },
      });
    }
    /** The owner is e-mailed, and the activity log says why, once. */
    async function expectTold(target: { id: string; email: string }, reason: string) {
      const mail = mailsTo(target.email).find(
        (sent) => sent.subject === 'Autenticação em duas etapas desativada',
      );
      expect(mail?.text).toContain(
        `A autenticação em duas etapas foi desativada na sua conta por causa de: ${reason}.`,
      );
      const entries = await getDb()
        .select({ detail: activityLog.detail })
        .from(activityLog)
        .where(and(eq(activityLog.entityId, target.id), eq(activityLog.kind, 'two_factor_disabled')));
      expect(entries).toEqual([{ detail: reason }]);
    }

    // A reset link from /login.
    const reset = await armed('192.0.2.231');
    await requestPasswordRecovery({ email: reset.email }, new Headers());
    const token = /\/reset-password#token=([\w-]+)/.exec(
      mailsTo(reset.email).find((mail) => mail.subject === 'Redefinição de senha')!.text,
    )![1]!;
    await resetPasswordWithToken({ token, password: 'nova-senha', confirmPassword: 'nova-senha' });
    await expectStartedAnew(reset, 'nova-senha', '192.0.2.232');
    await expectTold(reset, 'redefinição de senha');

    // `npm run users -- set-password` (its activity entry and e-mail: operations/start-up.test.ts).
    const operator = await armed('192.0.2.233');
    await setAccountPassword(getDb(), { email: operator.email, password: 'outra-senha' });
    await expectStartedAnew(operator, 'outra-senha', '192.0.2.234');

    // A change of type in user management, either way.
    const changed = await armed('192.0.2.235');
    await updateUserType(bossActor, { id: changed.id, user_type: 'user' });
    await updateUserType(bossActor, { id: changed.id, user_type: 'admin' });
    await expectStartedAnew(changed, 'senha-forte', '192.0.2.236');
    await expectTold(changed, 'mudança de tipo de usuário');

    await setTwoFactorRequired(bossActor, false);
  });
});
