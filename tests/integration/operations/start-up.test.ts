import { spawnSync } from 'node:child_process';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activityLog,
  administrators,
  blogPosts,
  logos,
  passkeys,
  securityPolicy,
  sessions,
  siteSettings,
  tips,
  twoFactors,
  users as users_,
} from '@/db/schema';
import { getAuth } from '@/lib/server/auth/auth';
import { needsTwoFactorSetup } from '@/lib/server/auth/two-factor-policy';
import { getDb } from '@/lib/server/db/client';
import { DEMO_SITE_SETTINGS } from '@/startup/demo-content/settings';
import { startUp, StartUpError } from '@/startup/start-up';
import { mailsTo } from '../helpers/outbox';

const baseEnv = { ...process.env };
beforeEach(() => {
  process.env = { ...baseEnv, ADMIN_EMAIL: 'dra.ana@example.com', ADMIN_PASSWORD: 'segredo123' };
});

const rows = async (table: PgTable) => (await getDb().select({ n: count() }).from(table))[0]!.n;

function users(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/users.ts', ...args],
    {
      env: process.env,
      encoding: 'utf8',
    },
  );
}

describe('start-up', () => {
  it('exits with a clear message when DATABASE_URL cannot be reached', async () => {
    process.env.DATABASE_URL = 'postgres://tribuna:x@127.0.0.1:1/tribuna';
    await expect(startUp()).rejects.toThrow(StartUpError);
    await expect(startUp()).rejects.toThrow(/Cannot reach the database at 127\.0\.0\.1:1\/tribuna/);
  });

  it('creates the first super_admin and the demo content once, never overwriting the firm details', async () => {
    // Each start runs a notification worker (and DATABASE_URL is set: no cluster to stop).
    await (await startUp()).stop();
    // Demo firm details are clearly fictitious; an admin's edit survives the next start.
    const [demo] = await getDb().select().from(siteSettings);
    expect(demo).toMatchObject({ ...DEMO_SITE_SETTINGS, email: expect.stringMatching(/\.example$/) });
    await getDb().update(siteSettings).set({ firmName: 'Escritório Real', phone: '(41) 3333-4444' });
    await (await startUp()).stop();
    expect(await getDb().select().from(siteSettings)).toMatchObject([
      { firmName: 'Escritório Real', phone: '(41) 3333-4444' },
    ]);
    const admins = await getDb().select().from(administrators);
    expect(admins).toEqual([
      expect.objectContaining({ email: 'dra.ana@example.com', userType: 'super_admin' }),
    ]);
    expect(await rows(siteSettings)).toBe(1);
    expect(await rows(tips)).toBeGreaterThan(0);
    expect(await rows(blogPosts)).toBeGreaterThan(0);
    expect(await rows(logos)).toBe(1);
  });

  it('the users command adds, lists and changes passwords against the same database', async () => {
    const added = users('add', '--email', 'Joao@Example.com', '--password', 'senha123', '--role', 'admin');
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain('Added joao@example.com as admin.');
    expect(users('list').stdout).toMatch(/dra\.ana@example\.com\tsuper_admin\njoao@example\.com\tadmin/);
    await getAuth().api.signInEmail({ body: { email: 'joao@example.com', password: 'senha123' } });
    const [joao] = await getDb().select().from(users_).where(eq(users_.email, 'joao@example.com'));
    const sessionsOfJoao = () => getDb().select().from(sessions).where(eq(sessions.userId, joao!.id));
    expect(await sessionsOfJoao()).toHaveLength(1);
    // A passkey (as Better Auth's plugin stores one), perhaps planted through a stolen session.
    await getDb().insert(passkeys).values({
      id: crypto.randomUUID(),
      name: 'Chrome no Linux',
      publicKey: 'chave',
      userId: joao!.id,
      credentialID: 'credencial-do-joao',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    // Two-step sign-in on (as Better Auth's plugin stores it), with the firm requiring it.
    await getDb().insert(twoFactors).values({
      id: crypto.randomUUID(),
      secret: 'segredo',
      backupCodes: 'codigos',
      userId: joao!.id,
    });
    await getDb().update(users_).set({ twoFactorEnabled: true }).where(eq(users_.id, joao!.id));
    await getDb()
      .insert(securityPolicy)
      .values({ id: 1, requireTwoFactor: true })
      .onConflictDoUpdate({ target: securityPolicy.id, set: { requireTwoFactor: true } });
    const changed = users('set-password', '--email', 'joao@example.com', '--password', 'outra123');
    expect(changed.stdout).toContain('Password changed for joao@example.com.');
    expect(changed.stdout).toContain('Passkeys removed: 1');
    // A stolen session does not outlive the operator's new password, nor a passkey it added.
    expect(await sessionsOfJoao()).toEqual([]);
    expect(await getDb().select().from(passkeys).where(eq(passkeys.userId, joao!.id))).toEqual([]);
    expect(mailsTo('joao@example.com').map((mail) => mail.subject)).toContain(
      'Passkeys removidas da sua conta',
    );
    // Nor its second step: the account starts anew, and the firm's policy has it set it up again.
    expect(changed.stdout).toContain('Two-step sign-in turned off');
    const [after] = await getDb().select().from(users_).where(eq(users_.id, joao!.id));
    expect(after?.twoFactorEnabled).toBe(false);
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, joao!.id))).toEqual([]);
    expect(await needsTwoFactorSetup(joao!.id)).toBe(true);
    expect(
      mailsTo('joao@example.com').find((mail) => mail.subject === 'Autenticação em duas etapas desativada')
        ?.text,
    ).toContain(
      'A autenticação em duas etapas foi desativada na sua conta por causa de: nova senha definida pelo comando de usuários.',
    );
    expect(
      await getDb()
        .select({ actorId: activityLog.actorId, detail: activityLog.detail })
        .from(activityLog)
        .where(and(eq(activityLog.entityId, joao!.id), eq(activityLog.kind, 'two_factor_disabled'))),
    ).toEqual([{ actorId: null, detail: 'nova senha definida pelo comando de usuários' }]);
    await getDb().update(securityPolicy).set({ requireTwoFactor: false });

    const duplicate = users('add', '--email', 'joao@example.com', '--password', 'senha123', '--role', 'user');
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('already exists');
    const badRole = users('add', '--email', 'x@example.com', '--password', 'senha123', '--role', 'root');
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of super_admin, admin, user.');
    // Five runs of the command, each a process that loads the app's code (a few seconds each when
    // the suite runs beside the browser tests).
  }, 120_000);
});
