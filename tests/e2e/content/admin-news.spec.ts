import { expect, test } from '../fixtures';
import { image, oversized, textNamedPng } from '../../support/files';
import { unique } from '../helpers/database';
import { holdServerActions } from '../helpers/requests';

test.describe('/admin/noticias', () => {
  test('adds a news item with an image, edits it, opens its link and deletes it', async ({
    adminPage: page,
  }) => {
    const title = `Reforma tributária ${unique()}`;
    await page.goto('/admin/noticias');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('add through the modal', async () => {
      await page.getByRole('button', { name: 'Nova Notícia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Título', { exact: true })).toBeFocused();
      await dialog.getByLabel('Título', { exact: true }).fill(title);
      await dialog.getByLabel('Subtítulo').fill('O que muda para as empresas');
      await dialog.getByLabel('Conteúdo').fill('Texto completo da notícia.');
      await dialog.getByLabel('Link externo').fill('https://example.com/reforma');
      await dialog.getByLabel('Imagem (opcional)').setInputFiles(await image());
      await expect(dialog.getByRole('img', { name: /Pré-visualização/ })).toBeVisible();
      const saving = await holdServerActions(page);
      await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
      await expect(dialog.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
      await saving.release();
      await expect(page.getByText('Notícia adicionada com sucesso!')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    const card = page.getByRole('article', { name: title });
    await test.step('the card shows image, texts and date, first in the list', async () => {
      await expect(card).toBeVisible();
      await expect(card.getByText('O que muda para as empresas')).toBeVisible();
      await expect(card.getByText('Texto completo da notícia.')).toBeVisible();
      await expect(
        card.getByText(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })),
      ).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /news/);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
    });

    await test.step("'Link externo' opens the link in a new tab", async () => {
      const link = card.getByRole('link', { name: 'Link externo' });
      await expect(link).toHaveAttribute('href', 'https://example.com/reforma');
      await expect(link).toHaveAttribute('target', '_blank');
    });

    await test.step('edit in the same modal', async () => {
      await card.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
      await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue(title);
      await dialog.getByLabel('Subtítulo').fill('Subtítulo revisado');
      await dialog.getByRole('button', { name: 'Atualizar Notícia' }).click();
      await expect(page.getByText('Notícia atualizada com sucesso!')).toBeVisible();
      await expect(card.getByText('Subtítulo revisado')).toBeVisible();
    });

    await test.step('delete asks first; Cancelar keeps the item', async () => {
      await card.getByRole('button', { name: 'Excluir' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
      await expect(confirm).toContainText(
        'Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita.',
      );
      await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect(page.getByText('Notícia excluída com sucesso!')).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });

  test('shows the validation and upload messages', async ({ adminPage: page }) => {
    await page.goto('/admin/noticias');
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });

    await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
    await expect(dialog.getByText('O título é obrigatório')).toBeVisible();
    await expect(dialog.getByText('O link externo é obrigatório')).toBeVisible();

    await dialog.getByLabel('Título', { exact: true }).fill('Notícia');
    await dialog.getByLabel('Subtítulo').fill('Sub');
    await dialog.getByLabel('Conteúdo').fill('Texto');
    await dialog.getByLabel('Link externo').fill('não é um link');
    await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
    await expect(dialog.getByText('URL inválida')).toBeVisible();

    await dialog.getByLabel('Imagem (opcional)').setInputFiles(oversized());
    await expect(dialog.getByText('Imagem muito grande. Limite de 5MB.')).toBeVisible();

    // The browser cannot tell a text file named .png; the server reads the content and refuses it.
    await dialog.getByLabel('Link externo').fill('https://example.com');
    await dialog.getByLabel('Imagem (opcional)').setInputFiles(textNamedPng());
    await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
    await expect(dialog.getByText(/Apenas imagens são permitidas/)).toBeVisible();

    // Escape closes the modal and the form starts empty again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue('');
  });
});
