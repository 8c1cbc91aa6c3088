import { expect, signIn, test, toast, tryLogin } from '../fixtures';
import { searchInbox } from '../helpers/inbox';
import { createUser } from '../auth-support';
import { query, unique } from '../helpers/database';

// /admin/atividades (issue 12 §3): what a super_admin does is listed there, by user and by kind,
// with no visitor's data; an admin gets neither the menu entry nor the page.

test('a super_admin sees their sign-ins, news writes, status change, exports and erasure in the log', async ({
  page,
}) => {
  const boss = await createUser('atividades', 'super_admin');
  expect(await tryLogin(page, boss.email, 'senha-errada')).not.toBe('signed-in');
  await signIn(page, boss.email, boss.password);

  const title = `Atividade ${unique()}`;
  await test.step('add, edit and delete a news item', async () => {
    await page.goto('/admin/noticias');
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
    await dialog.getByLabel('Título', { exact: true }).fill(title);
    await dialog.getByLabel('Subtítulo').fill('Subtítulo');
    await dialog.getByLabel('Conteúdo').fill('Texto.');
    await dialog.getByLabel('Link externo').fill('https://example.com/atividade');
    await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
    await expect(toast(page, 'Notícia adicionada com sucesso!')).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByLabel('Subtítulo').fill('Subtítulo revisado');
    await dialog.getByRole('button', { name: 'Atualizar Notícia' }).click();
    await expect(toast(page, 'Notícia atualizada com sucesso!')).toBeVisible();
    await card.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(toast(page, 'Notícia excluída com sucesso!')).toBeVisible();
    await expect(card).toHaveCount(0);
  });
  const [news] = await query<{ entity_id: string }>(
    `select entity_id from activity_log where actor_id = $1 and kind = 'create' and entity = 'news'`,
    [boss.id],
  );

  const visitor = `Visitante ${unique()}`;
  const visitorEmail = `${visitor.replace(' ', '-').toLowerCase()}@example.com`;
  const [request] = await query<{ id: string }>(
    `insert into consultations (name, email, phone, case_summary) values ($1, $2, '11912345678', 'Um caso.')
     returning id`,
    [visitor, visitorEmail],
  );
  await test.step("change the request's status and export the CSV", async () => {
    await searchInbox(page, visitor);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const dialog = page.getByRole('dialog', { name: `Consulta de ${visitor}` });
    // A click before the list is hydrated does nothing: click until the dialog opens.
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await table.getByRole('button', { name: visitor }).click({ timeout: 2000 });
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByLabel('Status').selectOption({ label: 'Contratou' });
    await expect(toast(page, 'Status atualizado com sucesso')).toBeVisible();
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    await download;
  });

  await test.step("export and erase the visitor's data (LGPD)", async () => {
    await page.goto('/admin/solicitacoes/dados-pessoais');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(visitorEmail);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('table', { name: `Consultas e mensagens de ${visitorEmail}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    await download;
    await page.getByRole('button', { name: 'Excluir dados' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir dados pessoais' });
    await confirm.getByRole('button', { name: 'Excluir dados' }).click();
    await expect(page.getByText('Nenhum dado encontrado para este e-mail.')).toBeVisible();
  });

  await test.step('each is in /admin/atividades, newest first, under the user filter', async () => {
    await page.goto('/admin/atividades');
    await expect(page.getByRole('heading', { level: 1, name: 'Atividades' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Administração' });
    await expect(nav.getByRole('link', { name: 'Atividades' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Usuário', { exact: true }).selectOption({ label: boss.email });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`user=${boss.id}`));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Data', 'Usuário', 'Ação', 'Item', 'Detalhe']);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(10);
    const expected = [
      ['Excluiu dados (LGPD)', 'Dados pessoais', '1 solicitação'],
      ['Exportou dados (LGPD)', 'Dados pessoais', '1 solicitação'],
      ['Exportou', 'Solicitações', '1 solicitação'],
      ['Alterou status', `Consulta${request!.id}`, 'Contratou'],
      ['Excluiu', `Notícia${news!.entity_id}`],
      ['Alterou', `Notícia${news!.entity_id}`],
      ['Criou', `Notícia${news!.entity_id}`],
      ['Entrou'],
      ['Falha ao entrar'],
    ];
    for (const [index, texts] of expected.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('cell').nth(1)).toHaveText(boss.email);
      for (const text of texts) await expect(row).toContainText(text);
    }
    // Not a word of the visitor's.
    await expect(page.getByText(visitor)).toHaveCount(0);
    await expect(page.getByText(visitorEmail)).toHaveCount(0);
  });

  await test.step('the kind filter keeps the user filter', async () => {
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Alterou status' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/kind=status_change/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(request!.id);
    await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue(boss.id);

    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Excluiu dados (LGPD)' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/kind=lgpd_erase/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Dados pessoais');

    // A user with no entries: the empty state.
    await page.goto('/admin/atividades?user=00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Nenhuma atividade registrada.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('an admin has no Atividades in the menu and is refused the page', async ({ page }) => {
  const admin = await createUser('admin-atividades', 'admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/profile');
  const nav = page.getByRole('navigation', { name: 'Administração' });
  await expect(nav.getByRole('link', { name: 'Perfil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Atividades' })).toHaveCount(0);

  await page.goto('/admin/atividades');
  await expect(
    page.getByText('Apenas super administradores podem ver o registro de atividades.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Atividades' })).toHaveCount(0);
});
