import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { enqueue, enqueueMany } from '@/lib/server/jobs/queue';
import { inRequest } from '@/lib/server/log';

// The job queue has one door (src/lib/server/jobs/queue.ts): every job carries the request that
// queued it, so an operator finds a job's log lines with the request's.

const QUEUE_MODULE = path.join('src', 'lib', 'server', 'jobs', 'queue.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

interface JobRow extends Record<string, unknown> {
  task_identifier: string;
  payload: Record<string, unknown>;
  max_attempts: number;
  key: string | null;
  run_at: Date;
}

const jobs = async () =>
  (
    await getDb().execute<JobRow>(
      sql`select t.identifier as task_identifier, j.payload, j.max_attempts, j.key, j.run_at
          from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          order by j.id`,
    )
  ).rows;

describe('the job queue', () => {
  it('is written to by the queue module only: no other add_job in src/', () => {
    const writers = sourceFiles('src').filter(
      (file) => file !== QUEUE_MODULE && /add_jobs?\s*\(|addJobs?\s*\(/.test(readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([]);
  });

  it('carries the request id, the task’s attempts, the key and the time; a rolled-back job is not queued', async () => {
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    const at = new Date(Date.now() + 60 * 60_000);
    await inRequest('req-queue-1', () =>
      enqueue(getDb(), 'publish_post', { id: 'p1' }, { runAt: at, key: 'publish_post:p1' }),
    );
    await expect(
      getDb().transaction(async (tx) => {
        await enqueue(tx, 'release_unsaved_image', { url: '/uploads/x.png' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await jobs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      task_identifier: 'publish_post',
      payload: { id: 'p1', reqId: 'req-queue-1' },
      max_attempts: 5,
      key: 'publish_post:p1',
    });
    expect(new Date(rows[0]!.run_at).getTime()).toBe(at.getTime());
  });

  it('queues a batch in one call, each job with its key (a key queued again replaces its job)', async () => {
    await getDb().execute(sql`delete from graphile_worker._private_jobs`);
    const job = (assigneeId: string) => ({
      payload: { assigneeId, day: '2025-01-02' },
      key: `follow_up_email:${assigneeId}:2025-01-02`,
    });
    const queued = await inRequest('req-queue-2', () =>
      enqueueMany(getDb(), 'follow_up_email', [job('a'), job('b')]),
    );
    expect(queued).toBe(2);
    expect(await enqueueMany(getDb(), 'follow_up_email', [job('a')])).toBe(1);
    expect(await enqueueMany(getDb(), 'follow_up_email', [])).toBe(0);
    const rows = await jobs();
    expect(rows.map((row) => row.key).sort()).toEqual([
      'follow_up_email:a:2025-01-02',
      'follow_up_email:b:2025-01-02',
    ]);
    expect(rows.every((row) => row.max_attempts === 14)).toBe(true);
    expect(rows.find((row) => row.key?.includes(':b:'))!.payload).toEqual({
      assigneeId: 'b',
      day: '2025-01-02',
      reqId: 'req-queue-2',
    });
  });
});
