import { expect, test } from '../fixtures';
import { deleteThroughDialog, expectToast } from '../admin-helpers';
import { createTestimonial } from '../helpers/content';
import { unique } from '../helpers/database';
import type { Locator } from '@playwright/test';

/** The texts of one column of the table body. */
async function columnTexts(table: Locator, index: number) {
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

const sortedPt = (values: string[], direction: 1 | -1 = 1) =>
  [...values].sort((a, b) => direction * a.localeCompare(b, 'pt-BR', { sensitivity: 'base', numeric: true }));

test.describe('/admin/depoimentos', () => {
  test('the table sorts by Nome, Empresa and Ordem, default Ordem ascending', async ({ adminPage: page }) => {
    // Three rows of this test's own, in no order by any column, beside whatever else is there.
    const id = unique();
    for (const [name, company, order] of [
      [`Bruno ${id}`, `Zeta ${id}`, 2],
      [`Ana ${id}`, `Meio ${id}`, 0],
      [`Carla ${id}`, `Alfa ${id}`, 1],
    ] as const) {
      await createTestimonial(page, name, { company, order });
    }
    await page.goto('/admin/depoimentos');
    // The description says the home page's order (SPEC §7: newest first), not the table's.
    await expect(
      page.getByText(
        'Depoimentos exibidos na página inicial enquanto ativos, do mais recente para o mais antigo.',
      ),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(page.getByRole('columnheader')).toHaveText([
      /Nome/,
      /Empresa/,
      /Ordem/,
      'Depoimento',
      'Status',
      'Ações',
    ]);
    const header = (name: string) => page.getByRole('columnheader', { name });

    await expect(header('Ordem')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Ordem')).toContainText('↑');
    const orders = (await columnTexts(table, 2)).map(Number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    await header('Nome').getByRole('button').click();
    await expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Ordem')).toHaveAttribute('aria-sort', 'none');
    const names = await columnTexts(table, 0);
    expect(names).toEqual(sortedPt(names));
    expect(names.filter((name) => name.endsWith(id))).toEqual([`Ana ${id}`, `Bruno ${id}`, `Carla ${id}`]);

    await header('Nome').getByRole('button').click();
    await expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Nome')).toContainText('↓');
    expect(await columnTexts(table, 0)).toEqual(sortedPt(names, -1));

    await header('Empresa').getByRole('button').click();
    await expect(header('Empresa')).toHaveAttribute('aria-sort', 'ascending');
    const companies = await columnTexts(table, 1);
    expect(companies).toEqual(sortedPt(companies));

    await header('Ordem').getByRole('button').click();
    await header('Ordem').getByRole('button').click();
    await expect(header('Ordem')).toHaveAttribute('aria-sort', 'descending');
    const descending = (await columnTexts(table, 2)).map(Number);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('adds a testimonial, toggles its status, edits it and deletes it', async ({ adminPage: page }) => {
    const name = `Mariana Costa ${unique()}`;
    const row = await createTestimonial(page, name);

    await test.step('the row shows the values, the rating and an active switch', async () => {
      await expect(row.getByRole('cell', { name: 'Construtora Horizonte' })).toBeVisible();
      await expect(row.getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('the Status switch deactivates and activates', async () => {
      await row.getByRole('switch').click();
      await expectToast(page, 'Depoimento desativado com sucesso');
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
      await row.getByRole('switch').click();
      await expectToast(page, 'Depoimento ativado com sucesso');
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('edit in the inline form', async () => {
      await row.getByRole('button', { name: 'Editar' }).click();
      const form = page.getByRole('region', { name: 'Editar Depoimento' });
      await expect(form.getByLabel('Nome')).toHaveValue(name);
      await expect(form.getByLabel('Avaliação')).toHaveValue('4.5');
      await form.getByLabel('Ordem de exibição').fill('7');
      await form.getByRole('button', { name: 'Atualizar Depoimento' }).click();
      await expectToast(page, 'Depoimento atualizado com sucesso');
      await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();
    });

    await test.step('delete asks with Cancelar and Confirmar', async () => {
      await deleteThroughDialog(page, row, {
        text: 'Tem certeza que deseja excluir este depoimento? Esta ação não pode ser desfeita.',
        confirm: 'Confirmar',
        toast: 'Depoimento excluído com sucesso',
      });
    });
  });

  test('validates the form and keeps the rating to one decimal within 1-5', async ({ adminPage: page }) => {
    await page.goto('/admin/depoimentos');
    await page.getByRole('button', { name: 'Novo Depoimento' }).click();
    const form = page.getByRole('region', { name: 'Novo Depoimento' });
    const rating = form.getByLabel('Avaliação');
    await expect(rating).toHaveValue('5');
    for (const [typed, kept] of <[string, string][]>[
      ['7', '5'],
      ['0', '1'],
      ['3.7', '3.7'],
      ['4.56', '4.6'],
    ]) {
      await rating.fill(typed);
      await rating.blur();
      await expect(rating).toHaveValue(kept);
    }
    await expect(form.getByRole('img', { name: 'Nota 4,6 de 5' })).toBeVisible();

    await form.getByLabel('Nome').fill('Somente o nome');
    await form.getByRole('button', { name: 'Adicionar Depoimento' }).click();
    await expect(form.getByText('Por favor, preencha todos os campos obrigatórios')).toBeVisible();

    await form.getByLabel('Empresa').fill('Empresa');
    await form.getByLabel('Depoimento').fill('Texto');
    await form.getByLabel('Ordem de exibição').fill('-1');
    await form.getByLabel('URL do avatar').fill('não é url');
    await form.getByRole('button', { name: 'Adicionar Depoimento' }).click();
    await expect(form.getByText('URL inválida')).toBeVisible();
    await expect(form.getByText('A ordem deve ser um número inteiro maior ou igual a 0')).toBeVisible();

    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
  });

  test('an active testimonial is on the home page and leaves it when deactivated', async ({
    adminPage: page,
  }) => {
    const name = `Cliente público ${unique()}`;
    const comment = `Recomendo o escritório ${unique()}.`;
    const row = await createTestimonial(page, name, { comment });

    await test.step('shown on the home page', async () => {
      await page.goto('/');
      await expect(page.getByText(comment).first()).toBeVisible();
    });

    await test.step('gone from the home page once inactive', async () => {
      await page.goto('/admin/depoimentos');
      await row.getByRole('switch').click();
      await expectToast(page, 'Depoimento desativado com sucesso');
      await page.goto('/');
      await expect(page.getByText(comment)).toHaveCount(0);
    });
  });
});
