import { expect, test } from '../fixtures';
import { expectToast } from '../admin-helpers';
import { oversized } from '../../support/files';
import { createBlogPost } from '../helpers/content';
import { unique } from '../helpers/database';

test.describe('/admin/blog', () => {
  test.describe('the newest post', () => {
    // Alone (fixtures.ts): 'first in the grid' is among every post, which other specs create too.
    test.use({ alone: true });

    test('creates a post with an image, edits it and deletes it after the browser confirm', async ({
      adminPage: page,
    }) => {
      const title = `Holding familiar ${unique()}`;
      const card = await createBlogPost(page, title);

      await test.step('the new post is first in the grid, with image, summary and tags', async () => {
        await expect(card).toBeVisible();
        await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
        await expect(card.locator('img')).toHaveAttribute('src', /blog/);
        await expect(card.getByText('Como proteger o patrimônio da família.')).toBeVisible();
        await expect(card.getByRole('listitem')).toHaveText(['sucessão', 'holding']);
        // The form is empty again, ready for a new post.
        await expect(
          page.getByRole('region', { name: 'Novo Post' }).getByLabel('Título', { exact: true }),
        ).toHaveValue('');
      });

      await test.step("'Editar Post' fills the form; saving updates the card", async () => {
        await card.getByRole('button', { name: 'Editar' }).click();
        const form = page.getByRole('region', { name: 'Editar Post' });
        await expect(form.getByLabel('Título', { exact: true })).toHaveValue(title);
        await expect(form.getByLabel('Tags separadas por vírgula')).toHaveValue('sucessão, holding');
        await form.getByLabel('Resumo').fill('Resumo revisado.');
        await form.getByRole('button', { name: 'Atualizar Post' }).click();
        await expectToast(page, 'Post atualizado com sucesso!');
        await expect(card.getByText('Resumo revisado.')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Novo Post' })).toBeVisible();
      });

      await test.step('delete asks with the browser confirm', async () => {
        const messages: string[] = [];
        page.once('dialog', (dialog) => {
          messages.push(dialog.message());
          void dialog.dismiss();
        });
        await card.getByRole('button', { name: 'Excluir' }).click();
        await expect.poll(() => messages).toEqual(['Tem certeza que deseja excluir este post?']);
        await expect(card).toBeVisible();

        page.once('dialog', (dialog) => void dialog.accept());
        await card.getByRole('button', { name: 'Excluir' }).click();
        await expectToast(page, 'Post excluído com sucesso!');
        await expect(card).toHaveCount(0);
      });
    });
  });

  test('shows the validation and size messages', async ({ adminPage: page }) => {
    await page.goto('/admin/blog');
    const form = page.getByRole('region', { name: 'Novo Post' });
    await form.getByRole('button', { name: 'Criar Post' }).click();
    for (const message of [
      'O título é obrigatório',
      'O resumo é obrigatório',
      'O conteúdo é obrigatório',
      'O autor é obrigatório',
    ])
      await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel('Imagem', { exact: true }).setInputFiles(oversized());
    await expect(form.getByText('Imagem muito grande. Limite de 5MB.')).toBeVisible();
    // Cancelar empties the form.
    await form.getByLabel('Título', { exact: true }).fill('Rascunho');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form.getByLabel('Título', { exact: true })).toHaveValue('');
  });

  test('a new post is on the public blog list and its article page', async ({ adminPage: page }) => {
    const title = `Planejamento sucessório ${unique()}`;
    const card = await createBlogPost(page, title);
    const href = await card.getByRole('link', { name: 'Ver no site' }).getAttribute('href');
    // The address is made from the title: lower case, no accents, words joined by '-'.
    expect(href).toBe(`/blog/${title.toLowerCase().replace('ó', 'o').replaceAll(' ', '-')}`);

    await test.step('/blog lists it', async () => {
      await page.goto('/blog');
      await expect(page.getByText(title).first()).toBeVisible();
    });

    await test.step('/blog/{slug} shows it', async () => {
      await page.goto(href!);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    });
  });
});
