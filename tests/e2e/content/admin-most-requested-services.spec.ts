import { expect, test } from '../fixtures';
import { deleteThroughDialog, expectToast } from '../admin-helpers';
import { createMostRequestedService } from '../helpers/content';
import { unique } from '../helpers/database';

const todayPt = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

test.describe('/admin/servicos-procurados', () => {
  test('adds a service dated today, edits it and deletes it', async ({ adminPage: page }) => {
    const title = `Defesa fiscal ${unique()}`;
    const card = await createMostRequestedService(page, title);

    await test.step('the card shows Tema, Matéria, description, Atendimentos mensais and the date', async () => {
      await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
      await expect(card).toContainText('Tema: Tributário');
      await expect(card).toContainText('Matéria: Execução fiscal');
      await expect(card).toContainText('Defesa em execuções fiscais.');
      await expect(card).toContainText('Atendimentos mensais: 9999');
      await expect(card).toContainText(todayPt());
    });

    await test.step("'Editar Serviço' saves the changes", async () => {
      await card.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Serviço' });
      await expect(dialog.getByLabel('Título')).toHaveValue(title);
      await dialog.getByLabel('Atendimentos mensais').fill('120');
      await dialog.getByLabel('Data').fill('2026-01-05');
      await dialog.getByRole('button', { name: 'Atualizar Serviço' }).click();
      await expectToast(page, 'Serviço atualizado com sucesso!');
      await expect(card).toContainText('Atendimentos mensais: 120');
      await expect(card).toContainText('05/01/2026');
    });

    await test.step('delete after the dialog', async () => {
      await deleteThroughDialog(page, card, {
        text: 'Tem certeza que deseja excluir este serviço? Esta ação não pode ser desfeita.',
        confirm: 'Excluir',
        toast: 'Serviço excluído com sucesso!',
      });
    });
  });

  test('requires every field and a monthly count of at least 0', async ({ adminPage: page }) => {
    await page.goto('/admin/servicos-procurados');
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
    await dialog.getByLabel('Atendimentos mensais').fill('-1');
    await dialog.getByLabel('Data').fill('');
    await dialog.getByRole('button', { name: 'Adicionar Serviço' }).click();
    for (const message of [
      'O título é obrigatório',
      'O tema é obrigatório',
      'A matéria é obrigatória',
      'A descrição é obrigatória',
      'Os atendimentos mensais devem ser um número inteiro maior ou igual a 0',
      'Informe a data',
    ])
      await expect(dialog.getByText(message)).toBeVisible();
  });

  test('a service with the most monthly cases is among the most requested on the home page', async ({
    adminPage: page,
  }) => {
    const title = `Serviço em alta ${unique()}`;
    await createMostRequestedService(page, title);
    await page.goto('/');
    await expect(page.getByText(title).first()).toBeVisible();
  });
});
