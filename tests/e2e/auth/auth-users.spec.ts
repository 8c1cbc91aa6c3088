import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expect, signIn, test } from '../fixtures';
import { holdServerActions } from '../helpers/requests';
import { createUser, resetLinkOf, sessionCount, uniqueEmail, waitForMail } from '../auth-support';

const addCard = (page: Page) => page.getByRole('region', { name: 'Adicionar Novo Usuário' });
const usersTable = (page: Page) =>
  page.getByRole('region', { name: 'Usuários do Sistema' }).getByRole('table');
const rowOf = (page: Page, email: string): Locator =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email }) });

async function addUser(page: Page, email: string, type?: 'Administrador' | 'Usuário') {
  const card = addCard(page);
  await card.getByLabel('Email').fill(email);
  if (type) await card.getByLabel('Tipo').selectOption({ label: type });
  await card.getByRole('button', { name: 'Adicionar Usuário' }).click();
}

test('the add form and the table are as the spec describes', async ({ adminPage: page }) => {
  await page.goto('/admin/usuarios');
  const email = addCard(page).getByLabel('Email');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('placeholder', 'Email do usuário');
  await expect(email).toHaveAttribute('name', 'email');
  const type = addCard(page).getByLabel('Tipo');
  await expect(type).toHaveValue('user');
  await expect(type.getByRole('option')).toHaveText(['Administrador', 'Usuário']);
  expect(
    await type
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['admin', 'user']);

  await expect(usersTable(page).getByRole('columnheader')).toHaveText(['Email', 'Tipo', 'Ações']);
  // The signed-in super_admin's own row can be neither changed nor removed.
  const own = rowOf(page, E2E_ADMIN.email);
  await expect(own.getByRole('combobox')).toBeDisabled();
  await expect(own.getByRole('combobox')).toHaveValue('super_admin');
  await expect(own.getByRole('button', { name: 'Remover' })).toBeDisabled();
});

test('a super_admin adds a user, who gets an invitation to set their own password', async ({
  adminPage: page,
  browser,
}) => {
  test.slow(); // a second browser signs in through the invitation
  await page.goto('/admin/usuarios');
  const email = uniqueEmail('convidado');
  const adding = await holdServerActions(page);
  await addUser(page, email, 'Administrador');
  await expect(addCard(page).getByRole('button', { name: 'Adicionando...' })).toBeDisabled();
  await adding.release();
  await expect(page.getByText('Usuário adicionado com sucesso')).toBeVisible();
  await expect(rowOf(page, email).getByRole('combobox')).toHaveValue('admin');
  await expect(addCard(page).getByLabel('Email')).toHaveValue('');
  await page.reload();
  await expect(rowOf(page, email).getByRole('combobox')).toHaveValue('admin');

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Convite para o painel administrativo da Tribuna Advocacia Empresarial');
  const link = resetLinkOf(mail);

  // The invited person chooses a password through the link and signs in with it.
  const guest = await browser.newPage();
  await guest.goto(link.path);
  await guest.getByLabel('Nova senha', { exact: true }).fill('senha-escolhida');
  await guest.getByLabel('Confirme a nova senha').fill('senha-escolhida');
  await guest.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(guest.getByText('Senha atualizada com sucesso! Redirecionando para o login...')).toBeVisible();
  await expect(guest).toHaveURL(/\/login$/, { timeout: 10_000 });
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Senha').fill('senha-escolhida');
  await guest.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(guest).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
  await guest.close();
});

test('adding an e-mail that exists is refused with the spec’s message', async ({ adminPage: page }) => {
  await page.goto('/admin/usuarios');
  const rows = usersTable(page).getByRole('row');
  // The list streams in after the page: count it once it is there.
  await expect(rows.filter({ hasText: E2E_ADMIN.email })).toHaveCount(1);
  const before = await rows.count();
  await addUser(page, E2E_ADMIN.email.toUpperCase());
  await expect(
    page.getByText('Erro ao adicionar usuário: já existe um usuário com este email'),
  ).toBeVisible();
  await expect(addCard(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(rows).toHaveCount(before);
});

test('the type of a user changes between admin and user', async ({ adminPage: page, browser }) => {
  const colleague = await createUser('colega', 'user');
  await page.goto('/admin/usuarios');
  const select = rowOf(page, colleague.email).getByRole('combobox');
  await expect(select).toHaveValue('user');
  await expect(select).toBeEnabled();
  await select.selectOption('admin');
  await expect(page.getByText('Tipo de usuário atualizado com sucesso')).toBeVisible();
  await page.reload();
  await expect(rowOf(page, colleague.email).getByRole('combobox')).toHaveValue('admin');

  // Now an admin, the colleague can use the admin area.
  const theirPage = await browser.newPage();
  await signIn(theirPage, colleague.email, colleague.password);
  const { request } = theirPage;
  expect((await request.get('/admin/profile', { maxRedirects: 0 })).status()).toBe(200);

  await rowOf(page, colleague.email).getByRole('combobox').selectOption('user');
  await expect(page.getByText('Tipo de usuário atualizado com sucesso')).toBeVisible();
  expect((await request.get('/admin/profile', { maxRedirects: 0 })).status()).toBe(307);
});

test('another super_admin’s row can be neither changed nor removed', async ({ adminPage: page }) => {
  const other = await createUser('outro-chefe', 'super_admin');
  await page.goto('/admin/usuarios');
  const row = rowOf(page, other.email);
  await expect(row.getByRole('combobox')).toHaveValue('super_admin');
  await expect(row.getByRole('combobox')).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Remover' })).toBeDisabled();
});

test('removing asks for confirmation, then deletes the user and ends their session', async ({
  adminPage: page,
  browser,
}) => {
  const leaving = await createUser('sai', 'admin');
  const theirPage = await browser.newPage();
  await signIn(theirPage, leaving.email, leaving.password);
  expect(await sessionCount(leaving.id)).toBe(1);

  await page.goto('/admin/usuarios');
  const remove = rowOf(page, leaving.email).getByRole('button', { name: 'Remover' });

  // Cancelar and Escape keep the user.
  await remove.click();
  let dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `O usuário ${leaving.email} será removido. Esta ação não pode ser desfeita.`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, leaving.email)).toHaveCount(1);

  await remove.click();
  dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuário removido com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, leaving.email)).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, leaving.email)).toHaveCount(0);

  expect(await sessionCount(leaving.id)).toBe(0);
  const response = await theirPage.request.get('/admin/profile', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  await theirPage.close();
});
