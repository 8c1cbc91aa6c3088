import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLog, sessions } from '@/db/schema';
import { changePasswordAction } from '@/features/auth/actions';
import { resetPasswordWithToken } from '@/features/auth/service';
import { endOtherSessionsAction, endSessionAction } from '@/features/sessions/actions';
import { listMySessions } from '@/features/sessions/service';
import { updateUserType } from '@/features/users/service';
import { createAccount } from '@/features/users/accounts';
import { createPasswordToken } from '@/lib/server/auth/password-token';
import { getActor } from '@/lib/server/auth/session';
import { sessionSweepTask, sweepExpiredSessions } from '@/lib/server/auth/session-policy';
import { parseCrontab } from 'graphile-worker';
import { getDb } from '@/lib/server/db/client';
import type { Actor } from '@/lib/shared/auth/permissions';
import { formDataOf } from '../helpers/form-data';
import { AuthBrowser } from '../helpers/auth-client';

// Sessions (issue 25 §2): the list at /admin/profile, ending one or all the others; a password
// change, a password reset and a change of type end the user's other sessions; 12 hours idle and
// 7 days in all; each in the activity log.

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

let n = 0;
async function account(role: 'admin' | 'super_admin' = 'admin') {
  const email = `sessoes-${++n}@sessions.test`;
  const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: role });
  return { id, email, actor: { userId: id, email, role } as Actor };
}

const sessionIds = async (userId: string) =>
  (await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.id,
  );

const latestEntry = async (actorId: string, kind: string) =>
  (
    await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, actorId), eq(activityLog.kind, kind)))
      .orderBy(desc(activityLog.at))
      .limit(1)
  )[0];

/** Two browsers signed in to one account. */
async function twoBrowsers(email: string) {
  const here = new AuthBrowser('203.0.113.7');
  const there = new AuthBrowser('2001:db8:abcd:12::1', FIREFOX_ON_WINDOWS);
  expect((await here.signIn(email)).status).toBe(200);
  expect((await there.signIn(email)).status).toBe(200);
  return { here, there };
}

describe('Sessões ativas', () => {
  it('lists each session with its browser, system, network and times, this one first', async () => {
    const { email } = await account();
    const { here } = await twoBrowsers(email);
    const listed = await here.act(async () => listMySessions(await getActor()));
    expect(listed).toEqual([
      expect.objectContaining({ device: 'Chrome no Linux', place: 'rede 203.0.x.x', current: true }),
      expect.objectContaining({
        device: 'Firefox no Windows',
        place: 'rede 2001:db8:abcd::/48',
        current: false,
      }),
    ]);
    expect(listed[0]).toMatchObject({ createdAt: expect.any(String), lastUsedAt: expect.any(String) });
  });

  it('stores the address the server saw, not one the client claims', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser('198.51.100.9');
    // A client cannot choose its address without TRUST_PROXY: the forged header is ignored.
    const signedIn = await browser.call(
      '/sign-in/email',
      { email, password: 'senha-forte' },
      { 'x-forwarded-for': '1.2.3.4' },
    );
    expect(signedIn.status).toBe(200);
    const [row] = await getDb()
      .select({ ip: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, id));
    expect(row?.ip).toBe('198.51.100.9');
  });

  it("'Encerrar' ends one other session, 'Encerrar todas as outras' the rest; both are recorded", async () => {
    const { id, email } = await account();
    const { here, there } = await twoBrowsers(email);
    const third = new AuthBrowser('203.0.113.9');
    await third.signIn(email);
    const [, other] = await here.act(async () => listMySessions(await getActor()));
    expect(await here.act(() => endSessionAction(other!.id))).toMatchObject({
      ok: true,
      message: 'Sessão encerrada',
    });
    expect(await sessionIds(id)).toHaveLength(2);
    expect(await latestEntry(id, 'session_ended')).toMatchObject({
      detail: 'encerrada pelo usuário (1 sessão)',
    });

    const mine = await here.act(async () => (await getActor())!.sessionId!);
    expect(await here.act(() => endSessionAction(mine))).toMatchObject({ ok: false });
    expect(await here.act(() => endOtherSessionsAction())).toMatchObject({ ok: true, data: 1 });
    expect(await sessionIds(id)).toEqual([mine]);
    expect(await there.act(() => getActor())).toBeNull();
    expect(await latestEntry(id, 'session_ended')).toMatchObject({
      detail: 'outras sessões encerradas pelo usuário (1 sessão)',
    });
  });

  it("another account's session cannot be ended from here", async () => {
    const me = await account();
    const other = await account();
    const browser = new AuthBrowser();
    await browser.signIn(me.email);
    await new AuthBrowser().signIn(other.email);
    const [theirs] = await sessionIds(other.id);
    expect(await browser.act(() => endSessionAction(theirs!))).toMatchObject({ ok: false });
    expect(await sessionIds(other.id)).toEqual([theirs]);
  });
});

describe('what ends the other sessions', () => {
  it('a password change: every other session, recorded with the change', async () => {
    const { id, email } = await account();
    const { here } = await twoBrowsers(email);
    const changed = await here.act(() =>
      changePasswordAction(
        formDataOf({
          current_password: 'senha-forte',
          password: 'nova-senha',
          confirmPassword: 'nova-senha',
        }),
      ),
    );
    expect(changed).toMatchObject({ ok: true });
    expect(await sessionIds(id)).toHaveLength(1);
    expect(await latestEntry(id, 'password_change')).toBeDefined();
    expect(await latestEntry(id, 'session_ended')).toMatchObject({ detail: 'troca de senha (1 sessão)' });
  });

  it('a password reset: every session, recorded', async () => {
    const { id, email } = await account();
    await twoBrowsers(email);
    const token = await createPasswordToken(id, 3600);
    await resetPasswordWithToken({ token, password: 'outra-senha', confirmPassword: 'outra-senha' });
    expect(await sessionIds(id)).toEqual([]);
    expect(await latestEntry(id, 'password_reset')).toMatchObject({ detail: 'todas as sessões encerradas' });
  });

  it("a change of the user's type: every session of that user, recorded by the super_admin", async () => {
    const boss = await account('super_admin');
    const { id, email } = await account();
    await twoBrowsers(email);
    await updateUserType(boss.actor, { id, user_type: 'admin' });
    expect(await sessionIds(id)).toEqual([]);
    expect(await latestEntry(boss.id, 'session_ended')).toMatchObject({
      entityId: id,
      detail: 'mudança de tipo de usuário (2 sessões)',
    });
  });
});

describe('expiry', () => {
  it('after 12 hours without use, a session is refused and its end recorded', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser();
    await browser.signIn(email);
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect(await browser.act(() => getActor())).toBeNull();
    expect(await sessionIds(id)).toEqual([]);
    expect(await latestEntry(id, 'session_expired')).toMatchObject({ detail: 'inatividade de 12 h' });
  });

  it('7 days after sign-in, a session in use is refused all the same, and recorded', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser();
    await browser.signIn(email);
    expect(await browser.act(() => getActor())).not.toBeNull();
    await getDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600_000 - 1000) })
      .where(eq(sessions.userId, id));
    expect(await browser.act(() => getActor())).toBeNull();
    expect(await sessionIds(id)).toEqual([]);
    expect(await latestEntry(id, 'session_expired')).toMatchObject({ detail: 'limite de 7 dias' });
  });

  it('a used session is renewed for another 12 hours', async () => {
    const { id, email } = await account();
    const browser = new AuthBrowser();
    await browser.signIn(email);
    const old = new Date(Date.now() - 11 * 3600_000);
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000), updatedAt: old })
      .where(eq(sessions.userId, id));
    expect(await browser.act(() => getActor())).not.toBeNull();
    const [row] = await getDb().select().from(sessions).where(eq(sessions.userId, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('the scheduled sweep ends and records every expired session, once', async () => {
    const idle = await account();
    const old = await account();
    await new AuthBrowser().signIn(idle.email);
    await new AuthBrowser().signIn(old.email);
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, idle.id));
    await getDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(sessions.userId, old.id));
    const [first, second] = await Promise.all([sweepExpiredSessions(), sweepExpiredSessions()]);
    expect(first + second).toBe(2);
    expect(await latestEntry(idle.id, 'session_expired')).toMatchObject({ detail: 'inatividade de 12 h' });
    expect(await latestEntry(old.id, 'session_expired')).toMatchObject({ detail: 'limite de 7 dias' });
  });

  it('is swept every 10 minutes by the worker', () => {
    const [item] = parseCrontab(`${sessionSweepTask.schedule} ${sessionSweepTask.task}`);
    expect(item!.task).toBe('sessions_sweep');
    expect(item!.match({ min: 20, hour: 3, date: 1, month: 1, dow: 1 })).toBe(true);
    expect(item!.match({ min: 25, hour: 3, date: 1, month: 1, dow: 1 })).toBe(false);
  });
});
