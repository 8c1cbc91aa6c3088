import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';

// The migration that removes the booking and preview links recorded before their visits stopped
// being recorded (drizzle/*_visit_paths_without_tokens.sql): their tokens are working credentials,
// and the statistics kept them for ever.

const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const file = readdirSync(folder).find((name) => name.endsWith('_visit_paths_without_tokens.sql'));
const statements = readFileSync(path.join(folder, file!), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

const TOKEN = 'Zm9vYmFyLXRva2VuLXNlY3JldG8tMTIzNDU2';

describe('visit paths migration', () => {
  it('deletes the stored token paths, their share of the totals, and the tokens of requests’ pages', async () => {
    const db = getDb();
    const tokenPaths = [
      `agendar-consulta/reserva/${TOKEN}`,
      `agendar-consulta/reserva/${TOKEN}/cancelar`,
      `agendar-consulta/reserva/${TOKEN}/remarcar`,
      `/pre-visualizacao/${TOKEN}`, // an early row, stored with its slash
    ];
    const kept = ['', 'blog', 'agendar-consulta', 'contato'];
    for (const page of [...tokenPaths, ...kept])
      await db.execute(
        sql`insert into page_visits (page_path, created_at) values (${page}, '2026-03-10T12:00:00Z')`,
      );
    await db.execute(sql`insert into visit_days (day, visits, entries, visitors, last_visit_at)
      values ('2026-03-10', 8, 3, 5, '2026-03-10T12:00:00Z')`);
    for (const [index, page] of [...tokenPaths, ...kept].entries())
      await db.execute(sql`insert into visit_day_pages (day, page_path, visits, entries)
        values ('2026-03-10', ${page}, 1, ${index === 0 || index === 4 ? 1 : 0})`);
    await db.execute(sql`insert into contact_messages (name, email, message, entry_page, form_page) values
      ('Ana', 'ana@exemplo.test', 'Olá', ${`agendar-consulta/reserva/${TOKEN}`}, 'contato'),
      ('Bia', 'bia@exemplo.test', 'Olá', 'blog', ${`agendar-consulta/reserva/${TOKEN}/remarcar`})`);

    for (const statement of statements) await db.execute(sql.raw(statement));

    const visits = await db.execute<{ page_path: string }>(
      sql`select page_path from page_visits order by id`,
    );
    expect(visits.rows.map((row) => row.page_path)).toEqual(kept);
    const pages = await db.execute<{ page_path: string }>(
      sql`select page_path from visit_day_pages order by page_path`,
    );
    expect(pages.rows.map((row) => row.page_path)).toEqual([...kept].sort());
    const days = await db.execute(sql`select visits, entries from visit_days where day = '2026-03-10'`);
    expect(days.rows).toEqual([{ visits: 4, entries: 2 }]);
    const requests = await db.execute<{ entry_page: string; form_page: string }>(
      sql`select entry_page, form_page from contact_messages order by name`,
    );
    expect(requests.rows).toEqual([
      { entry_page: 'agendar-consulta/reserva/[token]', form_page: 'contato' },
      { entry_page: 'blog', form_page: 'agendar-consulta/reserva/[token]/remarcar' },
    ]);
    expect(JSON.stringify(await db.execute(sql`select * from page_visits`))).not.toContain(TOKEN);
  });
});
