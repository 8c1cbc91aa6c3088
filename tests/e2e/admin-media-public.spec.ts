import { image } from '../support/files';
import { expect, test } from './fixtures';
import { mediaPathOf, pageShowsMedia } from './helpers/media';

// What the admin media screens change on the public site, as a visitor sees it on the next visit:
// client logos on the home page (client name as alt), the home hero's background (newest active),
// the header logo and the office gallery of /apresentacao.

test('an uploaded client logo shows on the home page with its name as alt, until it is deactivated', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/clients');
  await page.getByLabel('Nome do cliente').fill('Jacarandá Têxtil');
  await page.getByLabel('Logo do cliente').setInputFiles(await image('jacaranda.png', { color: '#6b46c1' }));
  await page.getByRole('button', { name: 'Adicionar Logo' }).click();
  await expect(page.getByText('Logo do cliente adicionada com sucesso!')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Jacarandá Têxtil' })).toBeVisible();
  // Oldest first: the new client comes after a demo client.
  const names = await page
    .getByRole('img', { name: /Corvina Logística|Jacarandá Têxtil/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(names.indexOf('Corvina Logística')).toBeLessThan(names.indexOf('Jacarandá Têxtil'));

  await page.goto('/admin/clients');
  await page
    .getByRole('article', { name: 'Jacarandá Têxtil' })
    .getByRole('button', { name: 'Desativar' })
    .click();
  await expect(page.getByText('Logo desativado com sucesso', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Jacarandá Têxtil' })).toHaveCount(0);
});

test('the home hero uses the newest active background image', async ({ adminPage: page }) => {
  await page.goto('/admin/backgrounds');
  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles(await image('novo-fundo.png', { color: '#22543d', width: 1600, height: 900 }));
  await page.getByLabel('Título').fill('Fundo novo');
  await page.getByRole('button', { name: 'Enviar Imagem' }).click();
  await expect(page.getByText('Imagem de fundo enviada com sucesso!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Fundo novo' });
  const stored = mediaPathOf((await card.locator('img').getAttribute('src'))!);

  await page.goto('/');
  expect(await pageShowsMedia(page, stored)).toBe(true);

  await page.goto('/admin/backgrounds');
  await card.getByRole('button', { name: 'Ativa', exact: true }).click();
  await expect(page.getByText('Imagem desativada com sucesso!')).toBeVisible();
  await page.goto('/');
  expect(await pageShowsMedia(page, stored)).toBe(false);
});

test('the header shows the new main logo on the next visit', async ({ adminPage: page }) => {
  await page.goto('/admin/logo');
  const preview = page.getByRole('img', { name: 'Logo atual' });
  const previewPath = async () => mediaPathOf((await preview.getAttribute('src'))!);
  const before = await previewPath();
  await page
    .getByLabel('Nova logo', { exact: true })
    .setInputFiles(await image('logo-cabecalho.png', { color: '#975a16' }));
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Logo enviada com sucesso!')).toBeVisible();
  // The preview shows the new logo once the list has reloaded.
  await expect.poll(previewPath).not.toBe(before);
  const stored = await previewPath();

  await page.goto('/');
  const sources = await page
    .getByRole('banner')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.map((src) => mediaPathOf(src))).toContain(stored);
});

test('an office photo uploaded in the photo manager shows in the office gallery of /apresentacao', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/photos?type=office');
  await expect(page.getByRole('link', { name: 'Escritório' })).toHaveAttribute('aria-current', 'page');
  await page
    .getByLabel('Foto', { exact: true })
    .setInputFiles(await image('sala-e2e.png', { color: '#2c7a7b', width: 900, height: 600 }));
  await page.getByLabel('Descrição').fill('Nova sala de reuniões');
  await page.getByRole('button', { name: 'Enviar Foto' }).click();
  await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();

  await page.goto('/apresentacao');
  await expect(page.getByRole('img', { name: 'Nova sala de reuniões' })).toBeVisible();
});
