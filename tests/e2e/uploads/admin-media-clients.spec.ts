import { image, MB, oversized } from '../../support/files';
import { expect, test } from '../fixtures';
import { unique } from '../helpers/database';

// /admin/clients (SPEC §2 Client logos, §5, §8 Client logos).

test('client logos: required fields, 2MB limit, upload, Ativar/Desativar and delete', async ({
  adminPage: page,
}) => {
  const client = `Ipê Alimentos ${unique()}`;
  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Logos dos Clientes' })).toBeVisible();

  const name = page.getByLabel('Nome do cliente');
  const file = page.getByLabel('Logo do cliente');
  const submit = page.getByRole('button', { name: 'Adicionar Logo' });
  const required = page.getByText('Selecione um arquivo e insira o nome do cliente');

  await submit.click();
  await expect(required).toBeVisible();
  await name.fill(client);
  await submit.click();
  await expect(required).toBeVisible();

  await file.setInputFiles(oversized(2 * MB));
  await expect(page.getByText('Arquivo muito grande. Limite de 2MB.')).toBeVisible();

  await name.fill('');
  await file.setInputFiles(await image('ipe.png', { color: '#2f855a' }));
  await submit.click();
  await expect(required).toBeVisible();

  await name.fill(client);
  await submit.click();
  await expect(page.getByText('Logo do cliente adicionada com sucesso!')).toBeVisible();
  // The form is cleared; the new logo comes first (newest first), active.
  await expect(name).toHaveValue('');
  const card = page.getByRole('article', { name: client });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(client);
  await expect(card.locator('img')).toBeVisible();

  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Logo desativado com sucesso', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ativar', exact: true })).toBeVisible();
  await page.reload();
  await card.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(page.getByText('Logo ativado com sucesso', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Desativar' })).toBeVisible();

  // Delete asks first; Cancelar keeps the logo.
  await card.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Excluir' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Logo removida com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: client })).toHaveCount(0);
});
