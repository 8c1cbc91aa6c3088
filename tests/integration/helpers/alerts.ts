import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { spawnTsx } from './app-runner';

// Client alerts (issue 35) in the integration tests: confirmed subscribers and an alert straight in
// the database, and a worker process to kill.

/** `count` confirmed subscribers `prefix-<n>@leitores.test` (every area, pt-BR). */
export async function addConfirmed(count: number, prefix = 'leitor', topics: string[] = []) {
  await getDb().execute(sql`
    insert into alert_subscribers (email, status, token, consent_text, confirmed_at, topics)
    select ${prefix} || '-' || n || '@leitores.test', 'confirmed',
      md5(random()::text || n::text),
      'texto', now(), ${`{${topics.join(',')}}`}::varchar[]
    from generate_series(1, ${count}) as n`);
}

export const addressOf = (prefix: string, n: number) => `${prefix}-${n}@leitores.test`;

/** A published post with a link to the site and an image in its text. */
export async function addAlertPost(slug: string, topics: string[] = []) {
  const content = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Leia o ' },
          { type: 'text', text: 'guia da reforma', marks: [{ type: 'link', attrs: { href: '/servicos' } }] },
          { type: 'text', text: '.' },
        ],
      },
    ],
  };
  const { rows } = await getDb().execute<{ id: string }>(sql`
    insert into blog_posts (title, slug, summary, content, content_text, author, status, alert_topics)
    values (${`Nova regra ${slug}`}, ${slug}, 'O que muda para as empresas', ${JSON.stringify(content)}::jsonb,
      'Leia o guia da reforma.', 'Autora', 'published', ${`{${topics.join(',')}}`}::varchar[])
    returning id`);
  return rows[0]!.id;
}

export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

/** tests/support/alert-worker.ts as a child process, ready (killApps stops it). */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const { child, exited, output } = spawnTsx('tests/support/alert-worker.ts', env);
  await vi.waitFor(() => expect(output()).toContain('READY'), { timeout: 30_000, interval: 50 });
  return { child, exited };
}
