import { expect, type Page } from '@playwright/test';

/**
 * Searches the inbox as a person does: 'Buscar' and 'Filtrar'. The term never goes in the address
 * (issue 25 §4): the page opens with `busca=1`, and the server keeps the term.
 */
export async function searchInbox(page: Page, term: string, type?: 'Consulta' | 'Mensagem') {
  await page.goto('/admin/solicitacoes');
  const filters = page.getByRole('search', { name: 'Filtrar solicitações' });
  if (type) await filters.getByLabel('Tipo').selectOption({ label: type });
  await filters.getByRole('searchbox', { name: 'Buscar' }).fill(term);
  await filters.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/[?&]busca=1/);
}
