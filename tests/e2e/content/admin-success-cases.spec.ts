import { expect, test } from '../fixtures';
import { deleteThroughDialog, expectToast } from '../admin-helpers';
import { oversized } from '../../support/files';
import { createSuccessCase } from '../helpers/content';
import { unique } from '../helpers/database';

// Alone (fixtures.ts): it expects its case first in the list, where other specs add cases.
test.use({ alone: true });

test.describe('/admin/success-cases', () => {
  test('adds a case, toggles its status, edits it and deletes it', async ({ adminPage: page }) => {
    const title = `Recuperação da Indústria ${unique()}`;
    const row = await createSuccessCase(page, title);

    await test.step('the table shows Título, Área, Status and Ações, newest first', async () => {
      await expect(page.getByRole('columnheader')).toHaveText(['Título', 'Área', 'Status', 'Ações']);
      await expect(page.getByRole('row').nth(1)).toContainText(title);
      await expect(row.getByRole('cell', { name: 'Recuperação Judicial' })).toBeVisible();
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('the Status switch deactivates and activates', async () => {
      await row.getByRole('switch').click();
      await expectToast(page, 'Caso de sucesso desativado com sucesso');
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
      await row.getByRole('switch').click();
      await expectToast(page, 'Caso de sucesso ativado com sucesso');
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('edit in the inline form', async () => {
      await row.getByRole('button', { name: 'Editar' }).click();
      const form = page.getByRole('region', { name: 'Editar Caso' });
      await expect(form.getByLabel('Título')).toHaveValue(title);
      await expect(form.getByLabel('Nome do cliente')).toHaveValue('Indústria Alfa');
      await form.getByLabel('Área').fill('Empresarial');
      await form.getByRole('button', { name: 'Atualizar Caso' }).click();
      await expectToast(page, 'Caso de sucesso atualizado com sucesso');
      await expect(row.getByRole('cell', { name: 'Empresarial' })).toBeVisible();
    });

    await test.step('delete after the dialog', async () => {
      await deleteThroughDialog(page, row, {
        text: 'Tem certeza que deseja excluir este caso de sucesso? Esta ação não pode ser desfeita.',
        confirm: 'Excluir',
        toast: 'Caso de sucesso excluído com sucesso',
      });
    });
  });

  test('shows the validation and size messages; Cancelar closes and empties the form', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/success-cases');
    await page.getByRole('button', { name: 'Novo Caso' }).click();
    const form = page.getByRole('region', { name: 'Novo Caso' });
    await form.getByRole('button', { name: 'Adicionar Caso' }).click();
    for (const message of [
      'O título é obrigatório',
      'A área é obrigatória',
      'A descrição é obrigatória',
      'O resultado é obrigatório',
    ])
      await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel('Imagem').setInputFiles(oversized());
    await expect(form.getByText('Imagem muito grande. Limite de 5MB.')).toBeVisible();
    await form.getByLabel('Título').fill('Rascunho');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Novo Caso' }).click();
    await expect(form.getByLabel('Título')).toHaveValue('');
  });

  test('an active case is on the home page and leaves it when deactivated', async ({ adminPage: page }) => {
    const title = `Caso público ${unique()}`;
    const row = await createSuccessCase(page, title);

    await test.step('shown on the home page', async () => {
      await page.goto('/');
      await expect(page.getByText(title).first()).toBeVisible();
    });

    await test.step('gone from the home page once inactive', async () => {
      await page.goto('/admin/success-cases');
      await row.getByRole('switch').click();
      await expectToast(page, 'Caso de sucesso desativado com sucesso');
      await page.goto('/');
      await expect(page.getByText(title)).toHaveCount(0);
    });
  });
});
