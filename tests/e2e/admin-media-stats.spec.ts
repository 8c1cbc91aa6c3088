import { expect, test } from './fixtures';
import { query, unique } from './helpers/database';

// /admin/stats (SPEC §2 Statistics): total, last visit in pt-BR, visits per path, most first.

test('statistics: total, last visit in pt-BR date and time, paths by count with the home page named', async ({
  adminPage: page,
}) => {
  // Known visits: 3 on one path, 1 on another, 2 on the home page ('' and '/'), the latest one
  // on 2 Jan 2030 at 15:04:05 UTC (12:04:05 in Brasília).
  const id = unique();
  const [most, least] = [`/e2e-mais-visitada-${id}`, `/e2e-menos-visitada-${id}`];
  await query(
    `insert into page_visits (page_path, user_agent, created_at) values
      ($1, 'e2e', now()), ($1, 'e2e', now()), ($1, 'e2e', now()), ($2, 'e2e', now()),
      ('', 'e2e', now()), ('/', 'e2e', '2030-01-02T15:04:05Z')`,
    [most, least],
  );
  const [{ total }] = (await query<{ total: number }>('select count(*)::int as total from page_visits')) as [
    { total: number },
  ];

  await page.goto('/admin/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas de Visitas' })).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText(total.toLocaleString('pt-BR'));
  await expect(figures.nth(1)).toHaveText('02/01/2030, 12:04:05');

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Página', 'Visitas']);
  const row = (path: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: path, exact: true }) });
  await expect(row(most).getByRole('cell').nth(1)).toHaveText('3');
  await expect(row(least).getByRole('cell').nth(1)).toHaveText('1');
  await expect(row('Página Inicial')).toHaveCount(1);
  await expect(table.getByRole('cell', { name: '/', exact: true })).toHaveCount(0);

  // Sorted by count, most visited first.
  const counts = await table
    .getByRole('row')
    .locator('td:nth-child(2)')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/\./g, ''))));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
});
