import { jpegBomb, MB, pngBomb } from '../../support/files';
import { expect, test } from '../fixtures';

// An image that declares more than 40 megapixels (a few KB can declare gigapixels) is refused from
// its header in under a second, in the browser before any preview is drawn, and on the server
// when the browser's check is skipped (issue 25 §3).

const MESSAGE = 'Imagem muito grande: no máximo 40 megapixels.';

test('a PNG or JPEG declaring over 40 megapixels is refused in under a second, whatever its size', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/photos');
  const field = page.getByLabel('Foto', { exact: true });
  for (const bomb of [pngBomb(), pngBomb(20_000, 5 * MB - 1024), await jpegBomb()]) {
    await field.setInputFiles(bomb); // the file is chosen (its bytes reach the page before this returns)
    const started = Date.now();
    await expect(page.getByText(MESSAGE)).toBeVisible({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(page.getByRole('img', { name: 'Pré-visualização: Foto' })).toHaveCount(0);
  }

  // The same file sent without the browser's check: the server refuses it at the field, as fast.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!;
    input.replaceWith(input.cloneNode()); // no change handler: the file goes as chosen
  });
  await field.setInputFiles(await jpegBomb());
  const sent = Date.now();
  await page.getByRole('button', { name: 'Enviar Foto' }).click();
  await expect(page.getByText(MESSAGE)).toBeVisible({ timeout: 1000 });
  expect(Date.now() - sent).toBeLessThan(1000);
});
