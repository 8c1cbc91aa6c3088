import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, administrators, sessions } from '@/db/schema';
import {
  changeOwnPassword,
  requestPasswordRecovery,
  resetPasswordWithToken,
  signInAdministrator,
} from '@/features/auth/service';
import { createAccount } from '@/features/users/accounts';
import { getAuth } from '@/lib/server/auth/auth';
import { UserError } from '@/lib/shared/action-result';
import { clearSignInFailures, SIGN_IN_FAILURE_LIMITS } from '@/lib/server/auth/brute-force';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { forgetPerProcess, perProcess } from '@/runtime/runtime.mjs';

/** A request from `address` as the server stamps it (src/http/server.mjs). */
const from = (address: string) => new Headers({ [SOCKET_ADDRESS_HEADER]: address });

async function person(email: string, role: Actor['role'], password = 'senha-certa') {
  const { id } = await createAccount(getDb(), { email, password, userType: role });
  return { userId: id, email, role } satisfies Actor;
}

const signIn = (email: string, password: string, address = '10.0.0.1') =>
  getAuth().api.signInEmail({ body: { email, password }, headers: from(address) });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { body?: { code?: string } }) => error.body?.code ?? String(error),
  );

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: Error) => error.message,
  );

const sessionsOf = async (userId: string) =>
  getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

function latestTokenFor(email: string): string {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string })
    .filter((mail) => mail.to === email);
  return /\/reset-password#token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
}

describe('brute-force protection', () => {
  it('refuses an e-mail after 5 failures, even with the right password, and says so in Portuguese', async () => {
    await person('alvo@sign-in.test', 'admin');
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      expect(await codeOf(signIn('alvo@sign-in.test', `errada-${i}`, `10.1.0.${i}`))).toBe(
        'INVALID_EMAIL_OR_PASSWORD',
      );
    }
    expect(await codeOf(signIn('alvo@sign-in.test', 'senha-certa', '10.1.1.1'))).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    expect(
      await messageOf(signInAdministrator({ email: 'Alvo@sign-in.test', password: 'x' }, from('10.1.1.2'))),
    ).toBe(
      'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. Tente novamente em 15 minutos.',
    );
  });

  it('counts failures, not successes, and a success forgets the e-mail’s failures', async () => {
    await person('frequente@sign-in.test', 'admin');
    for (let i = 0; i < 10; i++)
      expect(await codeOf(signIn('frequente@sign-in.test', 'senha-certa'))).toBe('ok');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures - 1; i++) {
        await codeOf(signIn('frequente@sign-in.test', 'errada', '10.2.0.1'));
      }
      expect(await codeOf(signIn('frequente@sign-in.test', 'senha-certa', '10.2.0.1'))).toBe('ok');
    }
  }, 90_000); // dozens of password hashes: slow on a loaded machine

  it('refuses an address that failed with many e-mails, not the other addresses', async () => {
    await person('vizinho@sign-in.test', 'admin');
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.address.failures; i++) {
      await codeOf(signIn(`ninguem-${i}@sign-in.test`, 'errada', '192.0.2.7'));
    }
    expect(await codeOf(signIn('vizinho@sign-in.test', 'senha-certa', '192.0.2.7'))).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    expect(await codeOf(signIn('vizinho@sign-in.test', 'senha-certa', '192.0.2.8'))).toBe('ok');
  }, 90_000); // dozens of password hashes: slow on a loaded machine

  it('a password reset lifts the lock of that e-mail', async () => {
    await person('esquecido@sign-in.test', 'admin');
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      await codeOf(signIn('esquecido@sign-in.test', 'errada', `10.3.0.${i}`));
    }
    expect(await codeOf(signIn('esquecido@sign-in.test', 'senha-certa', '10.3.1.1'))).toBe(
      'TOO_MANY_SIGN_IN_FAILURES',
    );
    await requestPasswordRecovery({ email: 'esquecido@sign-in.test' }, from('10.3.1.1'));
    await resetPasswordWithToken({
      token: latestTokenFor('esquecido@sign-in.test'),
      password: 'senha-nova',
      confirmPassword: 'senha-nova',
    });
    expect(await codeOf(signIn('esquecido@sign-in.test', 'senha-nova', '10.3.1.1'))).toBe('ok');
  });
});

describe('signInAdministrator', () => {
  it('signs an admin in', async () => {
    const admin = await person('admin@sign-in.test', 'admin');
    await signInAdministrator({ email: 'admin@sign-in.test', password: 'senha-certa' }, from('10.4.0.1'));
    expect(await sessionsOf(admin.userId)).toHaveLength(1);
  });

  it('answers wrong credentials with the spec’s message', async () => {
    await person('certo@sign-in.test', 'admin');
    const expected =
      'Email ou senha inválidos. Por favor, verifique suas credenciais. Lembre-se que apenas administradores têm acesso ao sistema.';
    expect(
      await messageOf(
        signInAdministrator({ email: 'certo@sign-in.test', password: 'errada' }, from('10.4.0.2')),
      ),
    ).toBe(expected);
    expect(
      await messageOf(
        signInAdministrator({ email: 'ninguem@sign-in.test', password: 'x' }, from('10.4.0.2')),
      ),
    ).toBe(expected);
  });

  it('signs a "user" out again', async () => {
    const user = await person('usuario@sign-in.test', 'user');
    expect(
      await messageOf(
        signInAdministrator({ email: 'usuario@sign-in.test', password: 'senha-certa' }, from('10.4.0.3')),
      ),
    ).toBe('Acesso negado. Você não tem permissões de administrador.');
    expect(await sessionsOf(user.userId)).toEqual([]);
  });

  it('signs someone who is not in administrators out again', async () => {
    const orphan = await person('orfao@sign-in.test', 'admin');
    await getDb().delete(administrators).where(eq(administrators.id, orphan.userId));
    expect(
      await messageOf(
        signInAdministrator({ email: 'orfao@sign-in.test', password: 'senha-certa' }, from('10.4.0.4')),
      ),
    ).toBe('Acesso negado. Apenas administradores têm acesso ao sistema.');
    expect(await sessionsOf(orphan.userId)).toEqual([]);
  });
});

describe('password recovery and reset', () => {
  it('e-mails a link to SITE_URL/reset-password that works once and ends the other sessions', async () => {
    const admin = await person('recupera@sign-in.test', 'admin');
    await signIn('recupera@sign-in.test', 'senha-certa');
    expect(await sessionsOf(admin.userId)).toHaveLength(1);

    await requestPasswordRecovery({ email: 'recupera@sign-in.test' }, from('10.5.0.1'));
    const token = latestTokenFor('recupera@sign-in.test');
    const dir = path.join(process.env.DATA_DIR!, 'outbox');
    const text = readdirSync(dir)
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .find((content) => content.includes(token))!;
    expect(text).toContain(`http://localhost:3000/reset-password#token=${token}`);
    expect(JSON.parse(text).subject).toBe('Redefinição de senha');

    const reset = { token, password: 'outra-senha', confirmPassword: 'outra-senha' };
    await resetPasswordWithToken(reset);
    expect(await sessionsOf(admin.userId)).toEqual([]);
    expect(await codeOf(signIn('recupera@sign-in.test', 'outra-senha'))).toBe('ok');

    expect(await messageOf(resetPasswordWithToken(reset))).toBe(
      'Link de redefinição de senha inválido ou expirado',
    );
  });

  it('checks the password rules before anything else', async () => {
    expect(
      await messageOf(resetPasswordWithToken({ token: 'x', password: '12345', confirmPassword: '12345' })),
    ).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(
      await messageOf(resetPasswordWithToken({ token: 'x', password: '123456', confirmPassword: '1234567' })),
    ).toBe('As senhas não coincidem');
    expect(
      await messageOf(resetPasswordWithToken({ token: '', password: '123456', confirmPassword: '123456' })),
    ).toBe('Link de redefinição de senha inválido ou expirado');
  });

  it('answers the same for an unknown e-mail, without sending anything', async () => {
    await expect(
      requestPasswordRecovery({ email: 'quem@sign-in.test' }, from('10.5.0.2')),
    ).resolves.toBeUndefined();
    const dir = path.join(process.env.DATA_DIR!, 'outbox');
    const all = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8'));
    expect(all.some((content) => content.includes('quem@sign-in.test'))).toBe(false);
  });

  it('asks for the e-mail and limits how many recovery e-mails one address gets', async () => {
    expect(await messageOf(requestPasswordRecovery({ email: '  ' }, from('10.5.0.3')))).toBe(
      'Digite seu email para recuperar a senha',
    );
    await person('insistente@sign-in.test', 'admin');
    for (let i = 0; i < 5; i++)
      await requestPasswordRecovery({ email: 'insistente@sign-in.test' }, from(`10.5.1.${i}`));
    expect(
      await messageOf(requestPasswordRecovery({ email: 'insistente@sign-in.test' }, from('10.5.2.1'))),
    ).toBe(
      'Erro ao enviar email de recuperação: muitas solicitações para este email. Aguarde alguns minutos e tente novamente.',
    );
    // The auth API itself is limited the same way.
    expect(
      await codeOf(
        getAuth().api.requestPasswordReset({
          body: { email: 'insistente@sign-in.test' },
          headers: from('10.5.2.2'),
        }),
      ),
    ).toBe('TOO_MANY_RECOVERY_REQUESTS');
  });
});

describe('changeOwnPassword', () => {
  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const admin = await person('perfil@sign-in.test', 'admin');
    const current = await getAuth().api.signInEmail({
      body: { email: 'perfil@sign-in.test', password: 'senha-certa' },
      returnHeaders: true,
    });
    await signIn('perfil@sign-in.test', 'senha-certa');
    const [currentSession] = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, current.response.token));

    await changeOwnPassword(
      { ...admin, sessionId: currentSession!.id },
      { current_password: 'senha-certa', password: 'nova-senha', confirmPassword: 'nova-senha' },
    );

    expect(await sessionsOf(admin.userId)).toEqual([{ id: currentSession!.id }]);
    expect(await codeOf(signIn('perfil@sign-in.test', 'nova-senha'))).toBe('ok');
    expect(await codeOf(signIn('perfil@sign-in.test', 'senha-certa'))).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a wrong or missing current password at its field, changing nothing (ADR 0006)', async () => {
    const admin = await person('roubada@sign-in.test', 'admin');
    await signIn('roubada@sign-in.test', 'senha-certa');
    const wrong = await changeOwnPassword(admin, {
      current_password: 'senha-chutada',
      password: 'do-ladrao',
      confirmPassword: 'do-ladrao',
    }).catch((error: UserError) => error);
    expect(wrong).toBeInstanceOf(UserError);
    expect((wrong as UserError).fieldErrors).toEqual({ current_password: 'Senha atual incorreta' });
    const missing = await changeOwnPassword(admin, {
      password: 'do-ladrao',
      confirmPassword: 'do-ladrao',
    }).catch((error: UserError) => error);
    expect((missing as UserError).fieldErrors).toMatchObject({ current_password: 'Digite a senha atual' });

    expect(await sessionsOf(admin.userId)).toHaveLength(1);
    expect(await codeOf(signIn('roubada@sign-in.test', 'do-ladrao'))).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(await codeOf(signIn('roubada@sign-in.test', 'senha-certa'))).toBe('ok');
  });

  it('counts guesses of the current password before comparing: of 12 at once, 5 are compared', async () => {
    const admin = await person('pressa@sign-in.test', 'admin');
    const locked = 'Muitas tentativas com a senha atual. Por segurança, tente de novo em 15 minutos.';
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () =>
        changeOwnPassword(admin, {
          current_password: 'senha-chutada',
          password: 'do-ladrao',
          confirmPassword: 'do-ladrao',
        }).catch((error: UserError) => error.fieldErrors?.current_password),
      ),
    );
    expect(outcomes.filter((message) => message === 'Senha atual incorreta')).toHaveLength(
      SIGN_IN_FAILURE_LIMITS.email.failures,
    );
    expect(outcomes.filter((message) => message === locked)).toHaveLength(7);
    // The right one is refused while locked, and the password stays.
    const right = await changeOwnPassword(admin, {
      current_password: 'senha-certa',
      password: 'do-ladrao',
      confirmPassword: 'do-ladrao',
    }).catch((error: UserError) => error);
    expect(right).toBeInstanceOf(UserError);
    expect((right as UserError).message).toBe(locked);
    expect((right as UserError).fieldErrors).toEqual({ current_password: locked });
    const failures = await getDb()
      .select({ kind: activityLog.kind, detail: activityLog.detail })
      .from(activityLog)
      .where(eq(activityLog.actorId, admin.userId));
    expect(failures.filter((entry) => entry.kind === 'password_check_failed')).toEqual(
      Array.from({ length: 5 }, () => ({ kind: 'password_check_failed', detail: 'troca de senha' })),
    );
    expect(failures.filter((entry) => entry.kind === 'password_check_locked')).toHaveLength(8);
    await clearSignInFailures(admin.email);
    expect(await codeOf(signIn('pressa@sign-in.test', 'do-ladrao'))).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(await codeOf(signIn('pressa@sign-in.test', 'senha-certa'))).toBe('ok');
  });

  it('applies the password rules', async () => {
    const admin = await person('regras@sign-in.test', 'admin');
    const current_password = 'senha-certa';
    expect(
      await messageOf(
        changeOwnPassword(admin, { current_password, password: 'abc', confirmPassword: 'abc' }),
      ),
    ).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(
      await messageOf(
        changeOwnPassword(admin, { current_password, password: 'abcdef', confirmPassword: 'abcdeg' }),
      ),
    ).toBe('As senhas não coincidem');
  });
});

describe('session cookies', () => {
  async function cookieFor(siteUrl: string | undefined) {
    const saved = { auth: forgetPerProcess('auth'), url: process.env.BETTER_AUTH_URL };
    if (siteUrl) process.env.BETTER_AUTH_URL = siteUrl;
    else delete process.env.BETTER_AUTH_URL;
    try {
      return (await getAuth().$context).authCookies.sessionToken;
    } finally {
      forgetPerProcess('auth');
      if (saved.auth) perProcess('auth', () => saved.auth);
      process.env.BETTER_AUTH_URL = saved.url;
      if (saved.url === undefined) delete process.env.BETTER_AUTH_URL;
    }
  }

  it('are HttpOnly and SameSite=Lax, and Secure when the site is served over https', async () => {
    const https = await cookieFor('https://tribuna.example');
    expect(https.name).toBe('__Secure-better-auth.session_token');
    expect(https.attributes).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true });

    const http = await cookieFor('http://localhost:3000');
    expect(http.name).toBe('better-auth.session_token');
    expect(http.attributes).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    expect(http.attributes.secure).toBeFalsy();
  });
});
