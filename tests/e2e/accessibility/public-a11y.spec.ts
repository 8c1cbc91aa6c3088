import { expect, test } from '../fixtures';
import { seriousViolations } from '../public-helpers';

// axe-core on public pages in states a first load does not show (every page as loaded, scrolled
// through: scans.spec.ts).
test.describe('accessibility', () => {
  test('the open drawer on a small screen and the forms showing their errors', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/consultation-request');
    await page.getByRole('button', { name: 'Solicitar Consulta' }).click();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
