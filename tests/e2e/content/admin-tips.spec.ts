import { expect, test } from '../fixtures';
import { deleteThroughDialog, expectToast } from '../admin-helpers';
import { oversized } from '../../support/files';
import { createTip } from '../helpers/content';
import { unique } from '../helpers/database';

test.describe('/admin/tips', () => {
  test('adds a tip with its image and author photo, edits it and deletes it', async ({ adminPage: page }) => {
    const title = `Guarde os comprovantes ${unique()}`;
    const card = await createTip(page, title);

    await test.step('the card is first, with the tip image and the author photo', async () => {
      await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
      await expect(card.getByText('Dr. Rafael Lima')).toBeVisible();
      await expect(card.getByRole('img', { name: 'Foto de Dr. Rafael Lima' })).toHaveAttribute(
        'src',
        /tips%2Fauthors%2F|tips\/authors\//,
      );
      await expect(card.locator('img').first()).toHaveAttribute('src', /tips/);
    });

    await test.step("'Editar Dica' keeps the images and saves the texts", async () => {
      await card.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Dica' });
      await expect(dialog.getByLabel('Título')).toHaveValue(title);
      await expect(dialog.getByRole('img', { name: /Pré-visualização: Foto de perfil/ })).toBeVisible();
      await dialog.getByLabel('Conteúdo').fill('Texto revisado.');
      await dialog.getByRole('button', { name: 'Atualizar Dica' }).click();
      await expectToast(page, 'Dica atualizada com sucesso!');
      await expect(card.getByText('Texto revisado.')).toBeVisible();
      await expect(card.getByRole('img', { name: 'Foto de Dr. Rafael Lima' })).toBeVisible();
    });

    await test.step('delete after the confirmation', async () => {
      await deleteThroughDialog(page, card, {
        text: 'Tem certeza que deseja excluir esta dica? Esta ação não pode ser desfeita.',
        confirm: 'Excluir',
        toast: 'Dica excluída com sucesso!',
      });
    });
  });

  test('shows the validation and size messages', async ({ adminPage: page }) => {
    await page.goto('/admin/tips');
    await page.getByRole('button', { name: 'Nova Dica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Dica' });
    await dialog.getByRole('button', { name: 'Adicionar Dica' }).click();
    await expect(dialog.getByText('O título é obrigatório')).toBeVisible();
    await expect(dialog.getByText('O conteúdo é obrigatório')).toBeVisible();
    await dialog.getByLabel('Foto de perfil').setInputFiles(oversized());
    await expect(dialog.getByText('Imagem muito grande. Limite de 5MB.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a new tip is in the tips carousel of the home page', async ({ adminPage: page }) => {
    const title = `Revise o contrato social ${unique()}`;
    await createTip(page, title);
    await page.goto('/');
    await expect(page.getByText(title).first()).toBeVisible();
  });
});
