import { expect, test } from '../fixtures';

test('the home page is server-rendered with the hero heading', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="pt-BR"');
  expect(html).toContain('Excelência em Advocacia Empresarial');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Excelência em Advocacia Empresarial' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Excelência em Advocacia Empresarial/);
});
