import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { query, unique } from '../helpers/database';

// Alone (fixtures.ts): the visit counts every page view adds to.
test.use({ alone: true });

// /admin/stats (SPEC §2 Statistics, issue 24): total, last visit in pt-BR, visits per path most
// visited first with the home page named; the period's dashboard, its switch and its CSV.

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

test('statistics: total, last visit in pt-BR date and time, paths by count with the home page named', async ({
  adminPage: page,
}) => {
  // Visits recorded as the site's script records them: 3 on one path, 1 on another, 2 on the home.
  // Only the site's pages are recorded: two posts of this test's own, public, give it paths no
  // other test visits.
  const id = unique();
  const [most, least] = [`/blog/e2e-mais-visitada-${id}`, `/blog/e2e-menos-visitada-${id}`];
  for (const path of [most, least])
    await query(
      `insert into blog_posts (title, slug, summary, content, content_text, author)
       values ($1, $2, 'Resumo', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto."}]}]}',
         'Texto.', 'Autora')`,
      [`Post para estatísticas ${path.slice(6)}`, path.slice(6)],
    );
  for (const path of [most, most, most, least, '/', '/']) {
    const response = await page.request.post('/api/visits', {
      data: { page_path: path },
      headers: { 'user-agent': CHROME, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
    });
    expect(response.status()).toBe(204);
  }
  const [figures] = await query<{ total: number; last: Date }>(
    'select sum(visits)::int as total, max(last_visit_at) as last from visit_days',
  );

  await page.goto('/admin/stats?periodo=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas de Visitas' })).toBeVisible();
  const sinceStart = page.getByRole('definition');
  await expect(sinceStart.first()).toHaveText(figures!.total.toLocaleString('pt-BR'));
  await expect(sinceStart.nth(1)).toHaveText(dateTime.format(figures!.last).replace(',', ''));

  const table = page.getByRole('table', { name: 'Visitas por Página' });
  await expect(table.getByRole('columnheader')).toHaveText(['Página', 'Visitas', 'Solicitações']);
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
  // The chart is an image with its own name, drawn on the server.
  await expect(page.getByRole('img', { name: 'Visitas e visitantes únicos por dia' })).toBeVisible();
});

test('the period switch changes the figures, and Exportar CSV downloads the chosen period', async ({
  adminPage: page,
}) => {
  // Visits of 40 days ago (counted before, as the daily aggregates keep them): only in 90 days.
  const [{ day }] = (await query<{ day: string }>(
    "select ((now() at time zone 'America/Sao_Paulo')::date - 40)::text as day",
  )) as [{ day: string }];
  const path = `e2e-antiga-${unique()}`;
  await query(
    `insert into visit_days (day, visits, entries, visitors, last_visit_at)
       values ($1, 1234, 0, 1000, $1::date + time '12:00')
     on conflict (day) do update set visits = visit_days.visits + 1234, visitors = visit_days.visitors + 1000`,
    [day],
  );
  await query('insert into visit_day_pages (day, page_path, visits, entries) values ($1, $2, 1234, 0)', [
    day,
    path,
  ]);
  const [{ visits: dayVisits, visitors: dayVisitors }] = (await query<{ visits: number; visitors: number }>(
    'select visits, visitors from visit_days where day = $1',
    [day],
  )) as [{ visits: number; visitors: number }];

  await page.goto('/admin/stats');
  const period = page.getByRole('navigation', { name: 'Período' });
  await expect(period.getByRole('link', { name: '30 dias' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Visitas por Página' });
  await expect(table.getByRole('cell', { name: `/${path}`, exact: true })).toHaveCount(0);

  await period.getByRole('link', { name: '90 dias' }).click();
  await expect(page).toHaveURL(/periodo=90/);
  await expect(period.getByRole('link', { name: '90 dias' })).toHaveAttribute('aria-current', 'page');
  const oldRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `/${path}`, exact: true }) });
  await expect(oldRow.getByRole('cell').nth(1)).toHaveText('1.234');

  await period.getByRole('link', { name: 'Últimos 7 dias' }).click();
  await expect(page).toHaveURL(/periodo=7/);
  await expect(page.getByText(/^De \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4} \(7 dias\)/)).toBeVisible();
  await expect(table.getByRole('cell', { name: `/${path}`, exact: true })).toHaveCount(0);

  // Chosen dates: that one day.
  const form = page.getByRole('form', { name: 'Escolher datas' });
  await form.getByLabel('De').fill(day);
  await form.getByLabel('Até').fill(day);
  await form.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`de=${day}&ate=${day}`));
  await expect(page.getByText(/\(1 dia\)/)).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: dayVisits.toLocaleString('pt-BR') })
      .first(),
  ).toBeVisible();
  await expect(oldRow.getByRole('cell').nth(1)).toHaveText('1.234');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`estatisticas-${day}-a-${day}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  const [year, month, date] = day.split('-');
  expect(lines).toEqual([
    '"Data";"Visitas";"Visitantes únicos";"Entradas";"Solicitações"',
    expect.stringMatching(
      new RegExp(`^"${date}/${month}/${year}";"${dayVisits}";"${dayVisitors}";"\\d+";"\\d+"$`),
    ),
  ]);
});

test('the statistics CSV is refused without an admin session', async ({ request }) => {
  const response = await request.get('/admin/stats/exportar?periodo=7', { maxRedirects: 0 });
  expect([307, 403]).toContain(response.status());
});
