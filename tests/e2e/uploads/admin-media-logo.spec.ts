import { image, MB, oversized } from '../../support/files';
import { expect, test } from '../fixtures';
import { uploadLogo } from '../helpers/content';
import { mediaPathOf } from '../helpers/media';
import { holdServerActions } from '../helpers/requests';

// Alone (fixtures.ts): the site's logo, which every page shows.
test.use({ alone: true });

// /admin/logo (SPEC §2 Logo, §4 one active logo, §5 Main logo, §8 Main logo).

test('main logo: preview, image-only picker, hint, limits, Enviar/Enviando... and the new preview', async ({
  adminPage: page,
}) => {
  // A logo of this test's own to start from, whatever was there before.
  await uploadLogo(page, '#2a4365');
  await page.goto('/admin/logo');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Logo' })).toBeVisible();
  const preview = page.getByRole('img', { name: 'Logo atual' });
  await expect(preview).toBeVisible();
  const before = mediaPathOf((await preview.getAttribute('src'))!);
  expect(before).toMatch(/^\/media\/photos\/logos\//);

  const picker = page.getByLabel('Nova logo', { exact: true });
  expect(await picker.getAttribute('accept')).toMatch(/^image\//);
  expect(await picker.getAttribute('accept')).not.toContain('svg');
  await expect(page.getByText('Tamanho máximo: 2MB. Tamanho recomendado: 300x150 pixels.')).toBeVisible();

  const send = page.getByRole('button', { name: 'Enviar', exact: true });
  await send.click();
  await expect(page.getByText('Selecione um arquivo primeiro')).toBeVisible();

  await picker.setInputFiles(oversized(2 * MB, 'logo-grande.png'));
  await expect(page.getByText('Arquivo muito grande. Limite de 2MB.')).toBeVisible();

  await picker.setInputFiles(await image('nova-logo.png', { color: '#c99a45' }));
  const sending = await holdServerActions(page);
  await send.click();
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await sending.release();
  await expect(page.getByText('Logo enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();

  await expect
    .poll(async () => mediaPathOf((await preview.getAttribute('src'))!))
    .toMatch(/^\/media\/photos\/logos\/[0-9a-f-]{36}\.png$/);
  const after = mediaPathOf((await preview.getAttribute('src'))!);
  expect(after).not.toBe(before);
  // Only one logo is active: one preview.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Logo atual' })).toHaveCount(1);
  expect(mediaPathOf((await page.getByRole('img', { name: 'Logo atual' }).getAttribute('src'))!)).toBe(after);
});
