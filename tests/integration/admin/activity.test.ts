import { desc, sql } from 'drizzle-orm';
import { makeWorkerUtils, parseCrontab } from 'graphile-worker';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as exportRoute } from '@/app/admin/solicitacoes/exportar/route';
import { activityLog, consultations, siteSettings } from '@/db/schema';
import { listActivity } from '@/features/activity/service';
import { uploadLogo } from '@/features/logos/service';
import { createNews, deleteNews, updateNews } from '@/features/news/service';
import { installJobQueue, startJobWorker } from '@/lib/server/jobs/worker';
import { resendRequestNotification, updateRequestStatus } from '@/features/requests/service';
import { INBOX_SEARCH_COOKIE } from '@/features/requests/search';
import { signOutAction, changePasswordAction } from '@/features/auth/actions';
import { SIGN_IN_FAILURE_LIMITS } from '@/lib/server/auth/brute-force';
import { AuthBrowser } from '../helpers/auth-client';
import { formDataOf } from '../helpers/form-data';
import { erasePersonalData, exportPersonalData } from '@/features/privacy/service';
import { getSettings, saveSettings } from '@/features/settings/service';
import { setSocialLinkActive, createSocialLink } from '@/features/social-links/service';
import { addUser, removeUser, updateUserType } from '@/features/users/service';
import { activityPruneTask, pruneActivity, recordActivity, writeRecorded } from '@/lib/server/activity';
import { getAuth } from '@/lib/server/auth/auth';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import { ForbiddenError, type Actor } from '@/lib/shared/auth/permissions';
import { activityFilterSchema } from '@/lib/shared/activity';
import { actorWithRole } from '../helpers/actors';
import { imageFile } from '../helpers/files';
import { asRequestOf } from '../authorization/request';

// The activity log (issue 12 §3): each kind of action is recorded with its actor, entity and id,
// in the change's transaction, with no visitor's personal data; entries older than 12 months go.

// The export route reads the session through next/headers (as in the authorization matrix).
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  headers: async () => (await import('../authorization/request')).requestHeaders(),
}));

const entries = () => getDb().select().from(activityLog).orderBy(desc(activityLog.at), desc(activityLog.id));
const latest = async () => (await entries())[0];

let superAdmin: Actor;
let admin: Actor;
beforeEach(async () => {
  superAdmin ??= await actorWithRole('super_admin');
  admin ??= await actorWithRole('admin');
  await getDb().delete(activityLog);
});

const news = {
  title: 'Reforma tributária',
  subtitle: 'O que muda',
  content: 'Texto.',
  external_link: 'https://www.example.com/reforma',
};

describe('recording', () => {
  it('records create, update, status switch and delete of content with the actor, entity and id', async () => {
    const created = await createNews(admin, news);
    expect(await latest()).toMatchObject({
      actorId: admin.userId,
      kind: 'create',
      entity: 'news',
      entityId: created.id,
    });
    await updateNews(admin, created.id, { ...news, title: 'Outro título', version: created.version });
    expect(await latest()).toMatchObject({ kind: 'update', entity: 'news', entityId: created.id });
    await deleteNews(admin, created.id);
    expect(await latest()).toMatchObject({ kind: 'delete', entity: 'news', entityId: created.id });

    const link = await createSocialLink(admin, { platform: 'instagram', url: 'https://instagram.com/x' });
    await setSocialLinkActive(admin, link.id, false);
    expect(await latest()).toMatchObject({
      kind: 'update',
      entity: 'social_links',
      entityId: link.id,
      detail: 'Inativo',
    });
  });

  it('records uploads that take turns (the main logo) in their own transaction', async () => {
    const logo = await uploadLogo(admin, { file: await imageFile('logo.png') });
    expect(await latest()).toMatchObject({ kind: 'create', entity: 'logos', entityId: logo.id });
  });

  it('records settings, and adding, changing and removing users', async () => {
    const { version } = await getSettings(admin);
    await saveSettings(admin, { firm_name: 'Souza & Lima', notification_emails: '', version });
    expect(await latest()).toMatchObject({ actorId: admin.userId, kind: 'update', entity: 'site_settings' });

    const user = await addUser(superAdmin, { email: 'novo@tribuna.test', user_type: 'user' });
    expect(await latest()).toMatchObject({ kind: 'create', entity: 'administrators', entityId: user.id });
    await updateUserType(superAdmin, { id: user.id, user_type: 'admin' });
    expect(await latest()).toMatchObject({ kind: 'update', entityId: user.id, detail: 'Administrador' });
    await removeUser(superAdmin, user.id);
    expect(await latest()).toMatchObject({ kind: 'delete', entity: 'administrators', entityId: user.id });
  });

  it("records a request's status change and a CSV export by id and count, never the visitor's data", async () => {
    const [request] = await getDb()
      .insert(consultations)
      .values({
        name: 'Maria Visitante',
        email: 'maria@visitante.test',
        phone: '11912345678',
        caseSummary: 'X',
      })
      .returning();
    await updateRequestStatus(admin, { kind: 'consultation', id: request!.id, status: 'done' });
    expect(await latest()).toMatchObject({
      actorId: admin.userId,
      kind: 'status_change',
      entity: 'consultations',
      entityId: request!.id,
      detail: 'Concluída',
    });

    // The search term travels in the inbox's cookie, never in the URL (features/requests/search.ts).
    const response = await asRequestOf(admin, () =>
      exportRoute(
        new Request('http://localhost/admin/solicitacoes/exportar?busca=1', {
          headers: { cookie: `${INBOX_SEARCH_COOKIE}=${encodeURIComponent('maria@visitante.test')}` },
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'export', entity: 'requests', detail: '1 solicitação' });
    const stored = JSON.stringify(await entries());
    expect(stored).not.toContain('maria');
    expect(stored).not.toContain('Visitante');
  });
});

describe('LGPD', () => {
  it("records an export and an erasure of a person's data by count, never the address", async () => {
    await getDb()
      .insert(consultations)
      .values({ name: 'Rita Titular', email: 'rita@titular.test', phone: '11912345678', caseSummary: 'X' });
    await exportPersonalData(admin, 'rita@titular.test');
    expect(await latest()).toMatchObject({
      actorId: admin.userId,
      kind: 'lgpd_export',
      entity: 'personal_data',
      entityId: null,
      detail: '1 solicitação',
    });
    await erasePersonalData(admin, 'RITA@titular.test');
    expect(await latest()).toMatchObject({
      kind: 'lgpd_erase',
      entity: 'personal_data',
      detail: '1 solicitação',
    });
    expect(JSON.stringify(await entries())).not.toMatch(/rita|titular/i);
  });
});

describe('sign-ins', () => {
  // Better Auth's own handler: the hooks the site's sign-in action runs through `auth.api`.
  const signIn = (email: string, password: string) =>
    getAuth().handler(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '198.51.100.7' },
        body: JSON.stringify({ email, password }),
      }),
    );

  it('records a sign-in, and a failure on an account under that account', async () => {
    expect((await signIn(admin.email, 'senha-forte')).status).toBe(200);
    expect(await latest()).toMatchObject({ actorId: admin.userId, kind: 'sign_in', entityId: admin.userId });
    expect((await signIn(admin.email.toUpperCase(), 'senha-errada')).status).toBe(401);
    expect(await latest()).toMatchObject({ actorId: admin.userId, kind: 'sign_in_failed' });
  });

  it("stores nothing of a stranger's failed sign-in but the fact", async () => {
    expect((await signIn('estranho@visitante.test', 'qualquer-coisa')).status).toBe(401);
    const rows = await entries();
    expect(rows).toHaveLength(1);
    // The detail says how (a password, not a code), never what was typed.
    expect(rows[0]).toMatchObject({ actorId: null, kind: 'sign_in_failed', entityId: null, detail: 'senha' });
    expect(JSON.stringify(rows)).not.toContain('estranho');
  });
});

describe('accounts (issue 25 §4)', () => {
  it('records a sign-in refused while the account is locked, naming the account', async () => {
    const target = await actorWithRole('admin');
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.email.failures; i++) {
      await new AuthBrowser(`198.51.100.${20 + i}`).signIn(target.email, 'errada');
    }
    const locked = await new AuthBrowser('198.51.100.40').signIn(target.email, 'senha-forte');
    expect(locked.code).toBe('TOO_MANY_SIGN_IN_FAILURES');
    expect(await latest()).toMatchObject({
      actorId: target.userId,
      kind: 'sign_in_locked',
      entity: 'administrators',
      entityId: target.userId,
    });
  });

  it("records a sign-out ('Sair')", async () => {
    const browser = new AuthBrowser('198.51.100.41');
    await browser.signIn(admin.email);
    expect(await browser.act(() => signOutAction())).toMatchObject({ ok: true, data: 'signed-out' });
    expect(await latest()).toMatchObject({ actorId: admin.userId, kind: 'sign_out', entityId: admin.userId });
  });

  it("records a user's own password change", async () => {
    const me = await actorWithRole('admin');
    const browser = new AuthBrowser('198.51.100.42');
    await browser.signIn(me.email);
    const form = { current_password: 'senha-forte', password: 'senha-nova', confirmPassword: 'senha-nova' };
    expect(await browser.act(() => changePasswordAction(formDataOf(form)))).toMatchObject({ ok: true });
    const kinds = (await entries()).filter((entry) => entry.actorId === me.userId).map((entry) => entry.kind);
    expect(kinds).toContain('password_change');
  });

  it("records 'Reenviar' with the request's kind and id, never the visitor's data", async () => {
    const [request] = await getDb()
      .insert(consultations)
      .values({
        name: 'Joana Visitante',
        email: 'joana@visitante.test',
        phone: '11912345678',
        caseSummary: 'X',
      })
      .returning();
    await resendRequestNotification(admin, { kind: 'consultation', id: request!.id });
    expect(await latest()).toMatchObject({
      actorId: admin.userId,
      kind: 'resend',
      entity: 'consultations',
      entityId: request!.id,
    });
    expect(JSON.stringify(await entries())).not.toMatch(/joana/i);
  });
});

describe('in the transaction of the change', () => {
  it('logs nothing when the change fails', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(
      updateRequestStatus(admin, { kind: 'contact', id: missing, status: 'done' }),
    ).rejects.toThrow();
    await expect(deleteNews(admin, missing)).rejects.toThrow();
    await expect(
      writeRecorded(
        async () => {
          throw new Error('the change failed');
        },
        () => ({ actorId: admin.userId, kind: 'update', entity: 'site_settings' }),
      ),
    ).rejects.toThrow('the change failed');
    expect(await entries()).toHaveLength(0);
  });

  it('undoes the change when its entry cannot be stored', async () => {
    await getDb().delete(siteSettings);
    await expect(
      writeRecorded(
        (tx) => tx.insert(siteSettings).values({ id: 1, firmName: 'Não fica' }),
        // A kind longer than its column: the insert of the entry fails.
        () => ({ actorId: null, kind: 'x'.repeat(40) as 'update', entity: 'site_settings' }),
      ),
    ).rejects.toThrow();
    expect(await getDb().select().from(siteSettings)).toHaveLength(0);
  });
});

describe('pruning', () => {
  const at = (monthsAgo: number, days = 0) => {
    const date = new Date('2026-06-15T12:00:00Z');
    date.setUTCMonth(date.getUTCMonth() - monthsAgo);
    date.setUTCDate(date.getUTCDate() + days);
    return date;
  };
  async function entryAt(date: Date) {
    await recordActivity(getDb(), { actorId: null, kind: 'sign_in_failed', entity: 'administrators' });
    await getDb().execute(
      sql`update activity_log set at = ${date.toISOString()} where at > now() - interval '1 minute'`,
    );
  }

  it('deletes entries older than 12 months and keeps the rest', async () => {
    await entryAt(at(12, -1));
    await entryAt(at(12, 1));
    await entryAt(at(1));
    expect(await pruneActivity(getDb(), new Date('2026-06-15T12:00:00Z'))).toBe(1);
    expect((await entries()).map((row) => row.at)).toEqual([at(1), at(12, 1)]);
  });

  it('runs daily as its own graphile-worker task', async () => {
    // Once a day, every day of the year.
    const { task, schedule } = activityPruneTask;
    const [time, options] = schedule.split(' ?');
    const [item] = parseCrontab(`${time} ${task} ?${options}`);
    expect(item!.task).toBe('activity_prune');
    const day = { date: 29, month: 2, dow: 0 };
    const times = Array.from({ length: 24 * 60 }, (_, i) => ({
      ...day,
      hour: Math.floor(i / 60),
      min: i % 60,
    }));
    expect(times.filter((time) => item!.match(time))).toHaveLength(1);

    await entryAt(new Date(Date.now() - 400 * 24 * 60 * 60_000));
    await entryAt(new Date());
    const connectionString = process.env.DATABASE_URL!;
    await installJobQueue(connectionString);
    const worker = await startJobWorker({
      connectionString,
      dataDir: process.env.DATA_DIR!,
      tasks: [activityPruneTask],
    });
    const utils = await makeWorkerUtils({ connectionString });
    try {
      await utils.addJob(task, {});
      await vi.waitFor(async () => expect(await entries()).toHaveLength(1), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      await utils.release();
      await worker.stop();
    }
  });
});

describe('the screen', () => {
  it('is for the super_admin only, newest first, by user and by kind, a page at a time', async () => {
    await expect(listActivity(admin, activityFilterSchema.parse({}))).rejects.toBeInstanceOf(ForbiddenError);
    await createNews(admin, news);
    for (let i = 0; i < 51; i++) {
      await recordActivity(getDb(), { actorId: superAdmin.userId, kind: 'export', entity: 'requests' });
    }
    const all = await listActivity(superAdmin, activityFilterSchema.parse({}));
    expect(all).toMatchObject({ total: 52, page: 1, pageCount: 2 });
    expect(all.items).toHaveLength(50);
    expect(all.users.map((user) => user.email)).toEqual(
      expect.arrayContaining([admin.email, superAdmin.email]),
    );

    const byAdmin = await listActivity(superAdmin, activityFilterSchema.parse({ user: admin.userId }));
    expect(byAdmin.items).toEqual([expect.objectContaining({ kind: 'create', actorEmail: admin.email })]);
    const exports = await listActivity(superAdmin, activityFilterSchema.parse({ kind: 'export', page: '2' }));
    expect(exports).toMatchObject({ total: 51, page: 2 });
    expect(exports.items).toHaveLength(1);
    // Unknown filter values are ignored rather than refused.
    expect(activityFilterSchema.parse({ user: 'x', kind: 'nada', page: '-1' })).toEqual({ page: 1 });
  });

  it('names a removed user as such', async () => {
    await recordActivity(getDb(), {
      actorId: '11111111-1111-4111-8111-111111111111',
      kind: 'create',
      entity: 'news',
    });
    const [item] = (await listActivity(superAdmin, activityFilterSchema.parse({}))).items;
    expect(item).toMatchObject({ actorEmail: null, actorId: '11111111-1111-4111-8111-111111111111' });
  });
});
