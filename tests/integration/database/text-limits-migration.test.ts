import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';

// The migration that gave every text column its length (drizzle/*_text_limits.sql) must not fail on
// a firm's database holding older, longer values: it cuts them to the limit instead.

const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const file = readdirSync(folder).find((name) => name.endsWith('_text_limits.sql'));
const statements = readFileSync(path.join(folder, file!), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

describe('text limits migration', () => {
  it('cuts values written before the limits instead of failing', async () => {
    const db = getDb();
    // The columns as they were before the migration, holding values over the new limits.
    await db.execute(sql`alter table tips alter column title type text, alter column content type text`);
    // (The search vectors of a later migration read tags and did not exist yet; content was text.)
    await db.execute(sql`alter table blog_posts drop column search_vector, drop column search_head`);
    await db.execute(
      sql`alter table blog_posts alter column tags type text[], alter column content type text using content::text`,
    );
    await db.execute(sql`
      insert into tips (title, content) values (repeat('t', 500), repeat('c', 30000))`);
    await db.execute(sql`
      insert into blog_posts (title, summary, content, author, tags)
      values ('Post', 'Resumo', 'Texto', 'Autor', array[repeat('g', 80), 'curta'])`);

    for (const statement of statements) await db.execute(sql.raw(statement));

    const { rows: tips } = await db.execute<{ title: number; content: number }>(
      sql`select length(title) as title, length(content) as content from tips`,
    );
    expect(tips).toEqual([{ title: 200, content: 20_000 }]);
    const { rows: posts } = await db.execute<{ tags: string[] }>(sql`select tags from blog_posts`);
    expect(posts[0]!.tags.map((tag) => tag.length)).toEqual([50, 5]);
  });
});
