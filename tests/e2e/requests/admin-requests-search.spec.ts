import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../../../playwright.config';
import { expect as baseExpect, test } from '../fixtures';
import { query, unique } from '../helpers/database';
import { searchInbox } from '../helpers/inbox';

// Each step waits on a server action and a render of the production build: give them time on a
// loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The inbox's own search (issue 25 §4): the term never reaches the address bar, the history or a
// Referer, and paging, filters and the CSV export of the current search still work.

test('searching the inbox keeps the term out of the URL, through paging and the CSV export', async ({
  page,
}) => {
  const term = `sigilo-${unique()}`;
  for (let i = 0; i < 27; i++) {
    await query(
      `insert into consultations (name, email, phone, case_summary) values ($1, $2, '11912345678', 'Caso.')`,
      [`Pessoa ${i} ${term}`, `pessoa-${i}-${term}@example.com`],
    );
  }
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.url()} ${request.headers().referer ?? ''}`));

  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/);

  await searchInbox(page, term);
  await expect(page.getByText('27 solicitações')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(term);
  const table = page.getByRole('table', { name: 'Solicitações, mais recentes primeiro' });
  await expect(table.getByRole('row')).toHaveCount(26);

  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/busca=1&page=2/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(term);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(28);

  expect(page.url()).not.toContain(term);
  expect(requests.filter((line) => line.includes(term))).toEqual([]);
});
