import { expect, test, toast } from '../fixtures';
import { unique } from '../helpers/database';

// Issue 12 §4: the bar's advertising rules as advice in the admin (§5, the structured data, is
// public/structured-data.spec.ts).

test.describe('the OAB rules in the admin', () => {
  test("'consulta gratuita' in a news text: warned while typing and on save, listed in Conformidade", async ({
    adminPage: page,
  }) => {
    const title = `Atendimento ampliado ${unique()}`;
    await page.goto('/admin/noticias');
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
    const warning = dialog.getByRole('status').filter({ hasText: 'regras da OAB' });

    await test.step('the live warning names the expression and why', async () => {
      await dialog.getByLabel('Título', { exact: true }).fill(title);
      await dialog.getByLabel('Subtítulo').fill('Novos horários');
      await expect(warning).toHaveCount(0);
      await dialog.getByLabel('Conteúdo').fill('Agende sua Consulta Gratuita pelo site.');
      await expect(warning).toContainText('“Consulta Gratuita”');
      await expect(warning).toContainText('captação de clientela');
      await dialog.getByLabel('Conteúdo').fill('Agende sua consulta pelo site.');
      await expect(warning).toHaveCount(0);
      await dialog.getByLabel('Conteúdo').fill('Agende sua Consulta Gratuita pelo site.');
      await expect(warning).toBeVisible();
    });

    await test.step('saving still works, and the toast repeats the warning', async () => {
      await dialog.getByLabel('Link externo').fill('https://example.com/atendimento');
      await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
      const saved = toast(page, 'Notícia adicionada com sucesso!');
      await expect(saved).toBeVisible();
      await expect(saved).toContainText('“Consulta Gratuita”');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    });

    await test.step('Conformidade lists the item with a link that opens its editor', async () => {
      await page
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Conformidade' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Conformidade' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText('Notícias');
      await expect(row.getByRole('cell').nth(2)).toHaveText('“Consulta Gratuita”');
      await expect(row.getByRole('cell').nth(3)).toContainText('Provimento 205/2021');
      await row.getByRole('link', { name: `Editar: ${title}` }).click();
      await expect(page).toHaveURL(/\/admin\/noticias\?editar=/);
      const editor = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
      await expect(editor.getByLabel('Título', { exact: true })).toHaveValue(title);
      // The editor opens with the text as it is, so the warning is there at once.
      await expect(editor.getByRole('status').filter({ hasText: 'regras da OAB' })).toContainText(
        '“Consulta Gratuita”',
      );
    });
  });

  test("the client-logos, testimonials and success-cases screens show 'Atenção às regras da OAB'", async ({
    adminPage: page,
  }) => {
    for (const [path, rule] of [
      ['/admin/clients', 'art. 42, IV'],
      ['/admin/depoimentos', 'Provimento 205/2021, arts. 3º e 6º'],
      ['/admin/success-cases', 'Provimento 205/2021, arts. 3º e 6º'],
    ] as const) {
      await page.goto(path);
      const notice = page.getByRole('complementary', { name: 'Atenção às regras da OAB' });
      await expect(notice, path).toBeVisible();
      await expect(notice, path).toContainText(rule);
    }
  });
});
