import { expectToast } from '../admin-helpers';
import { expect, test } from '../fixtures';
import { createSuccessCase } from '../helpers/content';
import { unique } from '../helpers/database';

// Issue 34 §2 in the browser (ADR 0028): an item's English version in its form's 'English' tab,
// its state in the list and the list's filter, and the English home showing it (and only it).

test("a success case translated in its 'English' tab: its state, the filter, and the English home", async ({
  adminPage: page,
}) => {
  const title = `Caso ${unique()}`;
  const englishTitle = `Case ${unique()}`;
  const row = await createSuccessCase(page, title);
  await expect(row.getByText('Inglês: Sem tradução')).toBeVisible();

  await row.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('region', { name: 'Editar Caso' });
  await expect(form.getByText('Tradução: Sem tradução')).toBeVisible();
  await form.getByRole('tab', { name: 'English' }).click();
  const english = form.getByRole('tabpanel', { name: 'English' });
  await english.getByLabel('Título', { exact: true }).fill(englishTitle);
  await form.getByRole('button', { name: 'Atualizar Caso' }).click();
  // Checked by the Portuguese field's own rule, at the English field; nothing saved.
  await expect(english.getByText('A área é obrigatória')).toBeVisible();

  await english.getByLabel('Área').fill('Restructuring');
  await english.getByLabel('Descrição').fill('Debt restructuring for a manufacturer.');
  await english.getByLabel('Resultado').fill('Plan approved by 90% of creditors.');
  // The Portuguese tab keeps what it had: the English tab changes nothing there.
  await form.getByRole('tab', { name: 'Português' }).click();
  await expect(
    form.getByRole('tabpanel', { name: 'Português' }).getByLabel('Título', { exact: true }),
  ).toHaveValue(title);
  await form.getByRole('button', { name: 'Atualizar Caso' }).click();
  await expectToast(page, 'Caso de sucesso atualizado com sucesso');
  await expect(row.getByText('Inglês: Traduzido')).toBeVisible();

  const filter = page.getByLabel('Tradução');
  await filter.selectOption({ label: 'Sem tradução' });
  await expect(row).toHaveCount(0);
  await filter.selectOption({ label: 'Traduzido' });
  await expect(row).toBeVisible();

  await test.step('the English home shows the English texts, and nothing Portuguese of it', async () => {
    await page.goto('/en');
    const stories = page.getByRole('region', { name: 'Success Stories' });
    await expect(stories.getByRole('heading', { name: englishTitle })).toBeVisible();
    await expect(stories).toContainText('Result: Plan approved by 90% of creditors.');
    await expect(page.getByText(title)).toHaveCount(0);
    // Its Portuguese client testimonial has no English version: it is not shown at all.
    await expect(stories.getByText('Salvaram a empresa.')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(englishTitle)).toHaveCount(0);
  });

  await test.step("a Portuguese edit makes it 'Desatualizado'", async () => {
    await page.goto('/admin/success-cases');
    await row.getByRole('button', { name: 'Editar' }).click();
    await form.getByLabel('Resultado').fill('Plano aprovado com 95% dos credores.');
    await form.getByRole('button', { name: 'Atualizar Caso' }).click();
    await expectToast(page, 'Caso de sucesso atualizado com sucesso');
    await expect(row.getByText('Inglês: Desatualizado')).toBeVisible();
  });
});
