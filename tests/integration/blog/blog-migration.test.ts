import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../setup/database-url';
import { testAdminUrl } from '../../setup/database-per-file';

// The blog's content model (issue 21) on a firm's existing database: posts written as plain lines
// become rich text (each line a paragraph), get an address from their title (unique, oldest first)
// and their tags' slugs; a later change of address keeps the old one.

const DB = `blog_migration_${process.pid}`;
const url = withDatabase(testAdminUrl, DB);
const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const files = readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const FIRST_BLOG_MIGRATION = files.findIndex((name) => name.endsWith('_blog_search_prepare.sql'));

async function run(client: pg.Client, names: string[]) {
  for (const name of names)
    for (const statement of readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint'))
      if (statement.trim()) await client.query(statement);
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testAdminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

afterAll(() => admin(`drop database if exists ${DB} with (force)`));

describe('blog content migration', () => {
  it('turns plain posts into rich text with a unique address and tag slugs', async () => {
    await admin(`drop database if exists ${DB} with (force)`);
    await admin(`create database ${DB}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await run(client, files.slice(0, FIRST_BLOG_MIGRATION));
      await client.query(`
        insert into blog_posts (title, summary, content, author, tags, published_at) values
          ('Transação Tributária: oportunidades', 'R', E'Primeiro parágrafo.\\r\\n\\n  Segundo <b>parágrafo</b>.  \\n', 'A', array['Direito Tributário', 'direito tributario', 'ITCMD'], now() - interval '2 days'),
          ('Transação tributária — oportunidades!', 'R', 'Único', 'A', '{}', now() - interval '1 day'),
          ('???', 'R', '', 'A', '{}', now())`);
      await run(client, files.slice(FIRST_BLOG_MIGRATION));

      const { rows } = await client.query(
        'select title, slug, content, content_text, tag_slugs from blog_posts order by published_at',
      );
      expect(rows[0]).toMatchObject({
        slug: 'transacao-tributaria-oportunidades',
        content: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Primeiro parágrafo.' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'Segundo <b>parágrafo</b>.' }] },
          ],
        },
        content_text: 'Primeiro parágrafo.\nSegundo <b>parágrafo</b>.',
        tag_slugs: ['direito-tributario', 'itcmd'],
      });
      expect(rows[1]).toMatchObject({ slug: 'transacao-tributaria-oportunidades-2', content_text: 'Único' });
      expect(rows[2]).toMatchObject({ slug: 'artigo', content: { type: 'doc', content: [] } });

      // Search works on the migrated text, across accents and plurals.
      const found = await client.query(
        `select slug from blog_posts where search_vector @@ websearch_to_tsquery('public.portuguese_unaccent', 'paragrafos tributaria')`,
      );
      expect(found.rows).toEqual([{ slug: 'transacao-tributaria-oportunidades' }]);

      // A new address keeps the old one, which points to the post for ever.
      await client.query(`update blog_posts set slug = 'novo-endereco' where slug = 'artigo'`);
      await client.query(`update blog_posts set slug = 'outro-endereco' where slug = 'novo-endereco'`);
      const old = await client.query('select slug from blog_post_slugs order by slug');
      expect(old.rows.map((row) => row.slug)).toEqual(['artigo', 'novo-endereco']);
      // Back to an earlier address: it is the current one again, no longer a redirect.
      await client.query(`update blog_posts set slug = 'artigo' where slug = 'outro-endereco'`);
      const after = await client.query('select slug from blog_post_slugs order by slug');
      expect(after.rows.map((row) => row.slug)).toEqual(['novo-endereco', 'outro-endereco']);
    } finally {
      await client.end();
    }
  });
});
