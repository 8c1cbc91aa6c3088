import 'server-only';
import { and, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { blogPosts, contentRevisions } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import { invalidateOutsideRequest } from '@/lib/server/cache';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { enqueue, type SqlExecutor } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import { getStorage, storedObject } from '@/lib/server/storage/get-storage';

// Scheduled publication of blog posts (issue 22 §1, ADR 0016). Saving a post queues or cancels
// its job in the save's own transaction; the job queue (src/lib/server/jobs, graphile-worker) runs
// it at `publish_at` on one instance only, also after a restart when the time
// passed while the server was down. The job publishes a scheduled post, or puts a published
// post's held next version live. A failure is recorded on the post ('Falha ao publicar' with the
// reason), in the activity log, and shown on every admin page until someone acts; the queue tries
// again a few times.

export const PUBLISH_TASK = 'publish_post';

const jobKey = (id: string) => `${PUBLISH_TASK}:${id}`;

/** Queues (or moves) the post's publication to `at`, in the caller's transaction. */
export async function queuePublication(executor: SqlExecutor, id: string, at: Date): Promise<void> {
  await enqueue(executor, PUBLISH_TASK, { id }, { runAt: at, key: jobKey(id) });
}

/** Cancels the post's waiting publication, if any. */
export async function cancelPublication(executor: SqlExecutor, id: string): Promise<void> {
  await executor.execute(sql`select graphile_worker.remove_job(${jobKey(id)})`);
}

/** Queues or cancels the job so that it matches the post as just saved (in its transaction). */
export async function syncPublication(
  tx: SqlExecutor,
  post: { id: string; status: string; publishAt: Date | null },
) {
  if (post.publishAt && (post.status === 'scheduled' || post.status === 'published'))
    await queuePublication(tx, post.id, post.publishAt);
  else await cancelPublication(tx, post.id);
}

/** Columns a publication never copies from a held version: the post's identity and its state. */
const STATE_COLUMNS = new Set([
  'id',
  'version',
  'updatedAt',
  'updatedBy',
  'status',
  'publishAt',
  'nextRevisionId',
  'publishError',
  'publishedAt',
  'active',
]);

/** A held version's fields (by column name) as the row's values. */
export function contentValuesOf(fields: Record<string, unknown>) {
  const columns = getTableColumns(blogPosts) as Record<string, PgColumn>;
  const values: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(columns)) {
    if (STATE_COLUMNS.has(property) || column.generated || !(column.name in fields)) continue;
    const value = fields[column.name];
    values[property] =
      column.getSQLType().startsWith('timestamp') && value ? new Date(value as string) : value;
  }
  return values;
}

/** Refuses to publish a post whose image is no longer stored (a broken image on the public page). */
async function assertImagesStored(imageUrl: string | null) {
  if (!imageUrl) return;
  const object = storedObject(imageUrl);
  if (object && !(await getStorage().get(object.bucket, object.key)))
    throw new Error('a imagem do post não foi encontrada no armazenamento.');
}

/** Publishes what is due of the post in one transaction; true when something went live. */
async function publishDue(tx: Transaction, id: string, now: Date): Promise<boolean> {
  const [post] = await tx
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))
    .for('update');
  if (!post) return false; // moved, unpublished or already done: a stale job
  const done = {
    publishAt: null,
    publishError: null,
    version: sql`${blogPosts.version} + 1`,
    updatedAt: now,
  };
  if (post.status === 'scheduled') {
    await assertImagesStored(post.imageUrl);
    await tx
      .update(blogPosts)
      .set({ ...done, status: 'published', publishedAt: post.publishAt! })
      .where(eq(blogPosts.id, id));
  } else if (post.status === 'published' && post.nextRevisionId) {
    const [next] = await tx
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.id, post.nextRevisionId));
    if (!next) throw new Error('a próxima versão do post não foi encontrada.');
    const values = contentValuesOf(next.fields);
    await assertImagesStored((values.imageUrl as string | null) ?? null);
    await tx
      .update(blogPosts)
      .set({ ...values, ...done, nextRevisionId: null })
      .where(eq(blogPosts.id, id));
  } else return false;
  await recordActivity(tx, { actorId: null, kind: 'publish', entity: 'blog_posts', entityId: id });
  return true;
}

/** Why a publication failed, in Portuguese for the post and the banner. */
const reasonOf = (error: unknown) =>
  (error instanceof Error && error.message ? error.message : 'erro inesperado.').slice(0, 500);

/**
 * The job: publishes the post if it is due. A failure is recorded on the post and in the activity
 * log, then thrown so that the queue tries again.
 */
export async function runPublication(payload: unknown, now = new Date()): Promise<void> {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new Error(`Invalid publication job payload: ${JSON.stringify(payload)}`);
  try {
    const published = await getDb().transaction((tx) => publishDue(tx, id, now));
    if (published) invalidateOutsideRequest('blog_posts');
  } catch (error) {
    const reason = reasonOf(error);
    log.warn({ postId: id, reason }, 'publication failed');
    await getDb().transaction(async (tx) => {
      await tx.update(blogPosts).set({ publishError: reason }).where(eq(blogPosts.id, id));
      await recordActivity(tx, {
        actorId: null,
        kind: 'publish_failed',
        entity: 'blog_posts',
        entityId: id,
        detail: reason,
      });
    });
    invalidateOutsideRequest('blog_posts');
    throw error;
  }
}

/** The worker's task (listed in src/startup/jobs.ts). */
export const publicationTask = { task: PUBLISH_TASK, run: (payload: unknown) => runPublication(payload) };
