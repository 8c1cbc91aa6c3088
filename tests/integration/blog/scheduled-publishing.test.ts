import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { activityLog, blogPosts } from '@/db/schema';
import { publicationTask } from '@/features/blog/publishing';
import { isPublicPost } from '@/features/blog/public-condition';
import { createBlogPost, unpublishBlogPost, updateBlogPost, uploadBlogImage } from '@/features/blog/service';
import { IMAGE_ALT_REQUIRED } from '@/lib/shared/accessibility-checks';
import type { RichDoc } from '@/lib/shared/rich-text/document';
import { toFirmWallTime } from '@/lib/shared/firm-time';
import { startJobWorker, type JobWorker } from '@/lib/server/jobs/worker';
import { getDb } from '@/lib/server/db/client';
import { removeByUrl } from '@/lib/server/storage/get-storage';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { imageFile } from '../helpers/files';
import { refusalOf } from '../helpers/content-service';

// Issue 22 §1 with the real job queue and database: drafts and scheduled posts never reach the
// public reads; the worker publishes a scheduled post at its time, once, also when the time passed
// while no worker ran, and with two workers; a failure is recorded on the post and in the log.

const post = { title: 'Agendado', summary: 'Resumo', content: 'Texto.', author: 'Dra. Ana' };

let admin: Actor;
let workers: JobWorker[] = [];
beforeAll(async () => {
  admin = await actorWithRole('admin');
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});

/** A worker like each server instance runs (its own data folder, the publication task). */
async function startWorker() {
  const worker = await startJobWorker({
    connectionString: process.env.DATABASE_URL!,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'tribuna-worker-')),
    tasks: [publicationTask],
    retryDelayMs: 200,
  });
  workers.push(worker);
  return worker;
}

/** 'Publicar em' as the form sends it: the firm's wall-clock time, `ms` from now. */
const inFirmTime = (ms: number) => toFirmWallTime(new Date(Date.now() + ms));

/** A post scheduled for the next whole minute plus `seconds`, with its instant. */
async function scheduled(title: string, extra: Record<string, unknown> = {}) {
  // The field has minutes only: the next minute, then moved to a few seconds ahead in the row and
  // the job alike (as if the form had said so), so the test does not wait a minute.
  const created = await createBlogPost(admin, {
    ...post,
    title,
    ...extra,
    intent: 'schedule',
    publish_at: inFirmTime(60_000),
  });
  return created;
}

async function moveSchedule(id: string, ms: number) {
  const at = new Date(Date.now() + ms);
  await getDb().update(blogPosts).set({ publishAt: at }).where(eq(blogPosts.id, id));
  await getDb().execute(
    // The same job, moved: graphile-worker's own way to reschedule.
    sql`select graphile_worker.reschedule_jobs(
      array(select id from graphile_worker.jobs where key = ${`publish_post:${id}`}), run_at := ${at.toISOString()}::timestamptz)`,
  );
  return at;
}

/** The posts a visitor can reach: what every public read of the blog selects (public-queries.ts). */
const publicPosts = async () =>
  new Map(
    (await getDb().select().from(blogPosts).where(isPublicPost(blogPosts, 'pt-BR'))).map((row) => [
      row.id,
      row.title,
    ]),
  );

const stateOf = async (id: string) =>
  (await getDb().select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;

const publications = async (id: string, kind = 'publish') =>
  (
    await getDb()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.kind, kind)))
  ).length;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('drafts and scheduled posts', () => {
  it('keeps drafts and scheduled posts away from the public reads', async () => {
    const draft = await createBlogPost(admin, { ...post, title: 'Rascunho', intent: 'draft' });
    const later = await scheduled('Mais tarde');
    expect(draft.status).toBe('draft');
    expect(later).toMatchObject({ status: 'scheduled' });
    const visible = await publicPosts();
    expect(visible.has(draft.id)).toBe(false);
    expect(visible.has(later.id)).toBe(false);
  });

  it("refuses 'Agendar' without a time or with a past one, at the field", async () => {
    const missing = await refusalOf(createBlogPost(admin, { ...post, intent: 'schedule', publish_at: '' }));
    expect(missing.fieldErrors).toEqual({ publish_at: 'Informe a data e a hora de publicação' });
    const past = await refusalOf(
      createBlogPost(admin, { ...post, intent: 'schedule', publish_at: inFirmTime(-120_000) }),
    );
    expect(past.fieldErrors).toEqual({ publish_at: 'A data de publicação deve estar no futuro' });
  });

  it('reads "Publicar em" as the firm’s time (America/Sao_Paulo)', async () => {
    const created = await createBlogPost(admin, {
      ...post,
      intent: 'schedule',
      publish_at: '2099-12-01T08:00',
    });
    expect(created.publishAt!.toISOString()).toBe('2099-12-01T11:00:00.000Z');
  });
});

describe('the job queue publishes', () => {
  it('a post scheduled a few seconds ahead, once, at its time', async () => {
    const created = await scheduled('Em segundos');
    const at = await moveSchedule(created.id, 2000);
    await startWorker();
    await waitFor(async () => (await stateOf(created.id)).status === 'published');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const live = await stateOf(created.id);
    expect(live).toMatchObject({ publishAt: null, publishError: null, version: 2 });
    expect(live.publishedAt.getTime()).toBe(at.getTime());
    expect((await publicPosts()).has(created.id)).toBe(true);
    expect(await publications(created.id)).toBe(1);
  });

  it('a post whose time passed while no worker ran, at the next start', async () => {
    const created = await scheduled('Enquanto parado');
    await moveSchedule(created.id, 300);
    await new Promise((resolve) => setTimeout(resolve, 600)); // the time passes with the server down
    expect((await stateOf(created.id)).status).toBe('scheduled');
    await startWorker();
    await waitFor(async () => (await stateOf(created.id)).status === 'published', 10_000);
    expect(await publications(created.id)).toBe(1);
  });

  it('once with two workers', async () => {
    const posts = await Promise.all(['Um', 'Dois', 'Três'].map((title) => scheduled(title)));
    await Promise.all(posts.map((created) => moveSchedule(created.id, 1500)));
    await Promise.all([startWorker(), startWorker()]);
    for (const created of posts)
      await waitFor(async () => (await stateOf(created.id)).status === 'published');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a second run, if any
    for (const created of posts) {
      expect(await publications(created.id)).toBe(1);
      expect((await stateOf(created.id)).version).toBe(2);
    }
  });

  it("a published post's held next version, keeping the live one until then", async () => {
    const live = await createBlogPost(admin, { ...post, title: 'No ar' });
    const held = await updateBlogPost(admin, live.id, {
      ...post,
      title: 'Próxima versão',
      intent: 'schedule',
      publish_at: inFirmTime(60_000),
      version: '1',
    });
    expect(held).toMatchObject({ status: 'published', title: 'No ar' });
    expect(held.nextRevisionId).not.toBeNull();
    expect((await publicPosts()).get(live.id)).toBe('No ar');

    await moveSchedule(live.id, 1000);
    await startWorker();
    await waitFor(async () => (await publicPosts()).get(live.id) === 'Próxima versão');
    expect(await stateOf(live.id)).toMatchObject({
      status: 'published',
      nextRevisionId: null,
      publishAt: null,
    });
  });

  it('says why a publication failed, on the post and in the log, until someone acts', async () => {
    const created = await scheduled('Sem imagem', { image_url: await imageFile('capa.png') });
    await removeByUrl(created.imageUrl);
    await moveSchedule(created.id, 300);
    await startWorker();
    await waitFor(async () => (await stateOf(created.id)).publishError !== null);
    const failed = await stateOf(created.id);
    expect(failed).toMatchObject({
      status: 'scheduled',
      publishError: 'a imagem do post não foi encontrada no armazenamento.',
    });
    expect(await publications(created.id, 'publish_failed')).toBeGreaterThanOrEqual(1);

    // Acting on the post (here: back to draft) clears the failure and the waiting job.
    await unpublishBlogPost(admin, created.id, failed.version);
    expect(await stateOf(created.id)).toMatchObject({ status: 'draft', publishError: null, publishAt: null });
  });
  it('a post scheduled before its image needed a description, as scheduled (issue 33)', async () => {
    const created = await scheduled('Agendado antes da regra');
    // Its text as saved before the rule: an image with no description and not decorative.
    const src = (await uploadBlogImage(admin, { file: await imageFile() })).url;
    const content: RichDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Texto.' }] },
        { type: 'image', attrs: { src, alt: '' } },
      ],
    };
    await getDb().update(blogPosts).set({ content }).where(eq(blogPosts.id, created.id));
    // A save of that text now is refused…
    const refusal = await refusalOf(
      updateBlogPost(admin, created.id, {
        ...post,
        content: JSON.stringify(content),
        intent: 'schedule',
        publish_at: inFirmTime(120_000),
        version: String(created.version),
      }),
    );
    expect(refusal.message).toBe(IMAGE_ALT_REQUIRED);
    // …but the job publishes it at its time, with the image.
    await moveSchedule(created.id, 300);
    await startWorker();
    await waitFor(async () => (await stateOf(created.id)).status === 'published', 10_000);
    expect(await stateOf(created.id)).toMatchObject({ publishError: null, content });
    expect((await publicPosts()).has(created.id)).toBe(true);
  });
});
