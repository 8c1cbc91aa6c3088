import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@/lib/server/db/migrate';
import { withDatabase } from '../../setup/database-url';
import { testAdminUrl } from '../../setup/database-per-file';

const EMPTY_DB = `empty_${process.pid}`;
const emptyUrl = withDatabase(testAdminUrl, EMPTY_DB);

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(() => query(testAdminUrl, `drop database if exists ${EMPTY_DB} with (force)`));

describe('migrations', () => {
  it('create every table of the spec in an empty database, and can run again', async () => {
    await query(testAdminUrl, `drop database if exists ${EMPTY_DB} with (force)`);
    await query(testAdminUrl, `create database ${EMPTY_DB}`);

    await runMigrations(emptyUrl);
    const tables = (
      await query<{ table_name: string }>(
        emptyUrl,
        "select table_name from information_schema.tables where table_schema = 'public'",
      )
    ).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'tips',
        'testimonials',
        'client_logos',
        'logos',
        'social_links',
        'success_cases',
        'most_requested_services',
        'page_visits',
        'blog_posts',
        'photos',
        'news',
        'background_images',
        'consultations',
        'contact_messages',
        'administrators',
        'site_settings',
        'users',
        'sessions',
        'accounts',
        'verifications',
      ]),
    );

    const applied = await query(emptyUrl, 'select * from drizzle.__drizzle_migrations');
    await runMigrations(emptyUrl);
    await runMigrations(emptyUrl);
    expect(await query(emptyUrl, 'select * from drizzle.__drizzle_migrations')).toHaveLength(applied.length);
  });

  it('keep the spec column names', async () => {
    const columns = await query<{ column_name: string }>(
      emptyUrl,
      "select column_name from information_schema.columns where table_name = 'testimonials'",
    );
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      [
        'active',
        'avatar_url',
        'comment',
        'company',
        'created_at',
        'display_order',
        'id',
        'name',
        'rating',
        // The version an edit form carries (issue 22, ADR 0015).
        'version',
        'updated_at',
        'updated_by',
      ].sort(),
    );
  });

  it('index the reads the site makes', async () => {
    const indexes = (
      await query<{ indexdef: string }>(
        emptyUrl,
        "select indexdef from pg_indexes where schemaname = 'public'",
      )
    ).map((row) => row.indexdef);
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/page_visits USING btree \(created_at\)/),
        expect.stringMatching(/page_visits USING btree \(page_path\)/),
        expect.stringMatching(/blog_posts USING btree \(locale, active, published_at\)/),
      ]),
    );
  });
});
