import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { changeOwnPassword } from '@/features/auth/service';
import { createAccount } from '@/features/users/accounts';
import { getAuth } from '@/lib/server/auth/auth';
import { SIGN_IN_FAILURE_LIMITS } from '@/lib/server/auth/brute-force';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import type { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';

const LOCKED = 'Muitas tentativas com a senha atual. Por segurança, tente de novo em 15 minutos.';

// The sign-in lock counts each attempt before the password is checked, so concurrent guesses cannot
// overrun it (at /login, and of the current password at /admin/profile); a browser that signed in
// before keeps its own allowance.

type Verify = (data: { hash: string; password: string }) => Promise<boolean>;

/** Counts Better Auth's password checks (its context's verify function, wrapped, not replaced). */
let passwordChecks = 0;
let original: Verify | undefined;
beforeEach(async () => {
  const context = await getAuth().$context;
  original = context.password.verify;
  passwordChecks = 0;
  context.password.verify = async (data) => {
    passwordChecks++;
    return original!(data);
  };
});
afterEach(async () => {
  (await getAuth().$context).password.verify = original!;
});

/**
 * A sign-in through Better Auth's own request handler (the hooks the site's sign-in action runs
 * through `auth.api`), as a browser on `address` would send it.
 */
async function signIn(email: string, password: string, address: string, cookie?: string) {
  const headers = new Headers({ 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address });
  if (cookie) headers.set('cookie', cookie);
  const response = await getAuth().handler(
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    }),
  );
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { status: response.status, code: body?.code ?? 'ok', message: body?.message, response };
}

/** The cookies a response sets, as a browser would send them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const knownDeviceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('better-auth.known_device='));

async function account(email: string) {
  await createAccount(getDb(), { email, password: 'senha-certa', userType: 'super_admin' });
}

describe('sign-in lock under concurrency', () => {
  it('50 concurrent wrong passwords for one e-mail reach the password check at most 5 times', async () => {
    await account('alvo@lock.test');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('alvo@lock.test', `errada-${i}`, `198.51.100.${i + 1}`)),
    );
    expect(passwordChecks).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMITS.email.failures);
    const codes = results.map((result) => result.code);
    expect(codes.filter((code) => code === 'INVALID_EMAIL_OR_PASSWORD')).toHaveLength(passwordChecks);
    expect(codes.filter((code) => code === 'TOO_MANY_SIGN_IN_FAILURES')).toHaveLength(50 - passwordChecks);
    const refused = results.find((result) => result.code === 'TOO_MANY_SIGN_IN_FAILURES')!;
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. Tente novamente em 15 minutos.',
    );

    // Locked for strangers: even the right password is not checked.
    passwordChecks = 0;
    expect((await signIn('alvo@lock.test', 'senha-certa', '198.51.100.99')).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    expect(passwordChecks).toBe(0);
  });

  it('20 concurrent guesses of the current password at /admin/profile are compared at most 5 times', async () => {
    await account('perfil@lock.test');
    const [row] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'perfil@lock.test'));
    const me: Actor = { userId: row!.id, email: 'perfil@lock.test', role: 'super_admin' };
    const guess = (current: string) =>
      changeOwnPassword(me, {
        current_password: current,
        password: 'do-ladrao',
        confirmPassword: 'do-ladrao',
      }).then(
        () => 'changed',
        (error: UserError) => error.fieldErrors?.current_password,
      );
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(`errada-${i}`)));
    expect(passwordChecks).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMITS.email.failures);
    expect(outcomes.filter((message) => message === 'Senha atual incorreta')).toHaveLength(passwordChecks);
    expect(outcomes.filter((message) => message === LOCKED)).toHaveLength(20 - passwordChecks);
    // The same lock as /login's, and the right password is not even compared while it holds.
    passwordChecks = 0;
    expect(await guess('senha-certa')).toBe(LOCKED);
    expect((await signIn('perfil@lock.test', 'senha-certa', '198.51.100.98')).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    expect(passwordChecks).toBe(0);
  });

  it('50 concurrent guesses from one address at many e-mails are checked at most 30 times', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`quem-${i}@lock.test`, 'errada', '192.0.2.50')),
    );
    const refused = results.filter((result) => result.code === 'TOO_MANY_SIGN_IN_FAILURES');
    expect(refused.length).toBeGreaterThanOrEqual(50 - SIGN_IN_FAILURE_LIMITS.address.failures);
  }, 90_000); // 30 password hashes: slow on a loaded machine
});

describe('the owner’s known device', () => {
  it('keeps its own allowance while strangers have locked the account', async () => {
    await account('dona@lock.test');
    const first = await signIn('dona@lock.test', 'senha-certa', '203.0.113.1');
    expect(first.code).toBe('ok');
    const device = knownDeviceCookie(first.response);
    expect(device).toBeDefined();
    const setCookie = first.response.headers.getSetCookie().find((c) => c.includes('known_device='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('dona@lock.test', `chute-${i}`, `198.51.100.${i + 1}`)),
    );
    expect((await signIn('dona@lock.test', 'senha-certa', '203.0.113.1')).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    // The owner's browser still gets in, and a typo there does not lock it at once.
    expect((await signIn('dona@lock.test', 'digitei-errado', '203.0.113.1', device)).code).toBe(
      'INVALID_EMAIL_OR_PASSWORD',
    );
    const again = await signIn('dona@lock.test', 'senha-certa', '203.0.113.1', device);
    expect(again.code).toBe('ok');
    expect(cookiesOf(again.response)).toContain('better-auth.session_token=');
  });

  it('is limited too, and only for the account it signed in to; a forged cookie is ignored', async () => {
    await account('dono@lock.test');
    await account('outra@lock.test');
    const device = knownDeviceCookie(
      (await signIn('dono@lock.test', 'senha-certa', '203.0.113.2')).response,
    )!;

    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.device.failures; i++) {
      await signIn('dono@lock.test', `errada-${i}`, '203.0.113.2', device);
    }
    passwordChecks = 0;
    expect((await signIn('dono@lock.test', 'senha-certa', '203.0.113.2', device)).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    expect(passwordChecks).toBe(0);

    // The device of one account gives no extra guesses at another.
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      await signIn('outra@lock.test', `errada-${i}`, `203.0.113.${10 + i}`);
    }
    expect((await signIn('outra@lock.test', 'senha-certa', '203.0.113.20', device)).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    // A cookie naming the account, but not signed with the server's secret, counts for nothing.
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${encodeURIComponent(
      `00000000-0000-0000-0000-000000000000:outra@lock.test.${decodeURIComponent(value).split('.').at(-1)}`,
    )}`;
    expect((await signIn('outra@lock.test', 'senha-certa', '203.0.113.21', forged)).code).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
  });
});

describe('settling an attempt', () => {
  it('refused attempts at a locked e-mail do not use up the address’s allowance', async () => {
    await account('trancada@lock.test');
    await account('colega@lock.test');
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      await signIn('trancada@lock.test', `errada-${i}`, '192.0.2.90');
    }
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.address.failures; i++) {
      expect((await signIn('trancada@lock.test', 'senha-certa', '192.0.2.90')).code).toBe(
        'TOO_MANY_SIGN_IN_FAILURES',
      );
    }
    expect((await signIn('colega@lock.test', 'senha-certa', '192.0.2.90')).code).toBe('ok');
  });

  it('a successful sign-in gives its address attempt back; malformed requests are not failures', async () => {
    await account('frequente@lock.test');
    for (let i = 0; i < 3; i++) {
      expect((await signIn('frequente@lock.test', 'senha-certa', '192.0.2.77')).code).toBe('ok');
    }
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures + 2; i++) {
      expect((await signIn('nao-e-email', 'x', '192.0.2.78')).code).toBe('INVALID_EMAIL');
    }
    const { rows } = await getDb().execute<{ key: string; count: number }>(
      sql`select key, count from rate_limits where key in ('sign-in:address:192.0.2.77', 'sign-in:address:192.0.2.78', 'sign-in:email:nao-e-email') order by key`,
    );
    expect(rows).toEqual([
      { key: 'sign-in:address:192.0.2.77', count: 0 },
      { key: 'sign-in:address:192.0.2.78', count: 0 },
      { key: 'sign-in:email:nao-e-email', count: 0 },
    ]);
  });
});

describe('e-mails no account can have, sent straight to the API', () => {
  it('a NUL character or an over-long e-mail is refused with the form message, never a 500', async () => {
    const withNul = await signIn('alvo\u0000@lock.test', 'qualquer', '198.51.100.200');
    expect(withNul).toMatchObject({ status: 400, message: 'Caractere inválido' });
    const tooLong = await signIn(`${'a'.repeat(300)}@lock.test`, 'qualquer', '198.51.100.201');
    expect(tooLong).toMatchObject({ status: 400, message: 'Máximo de 254 caracteres' });
    expect(passwordChecks).toBe(0);
  });
});
