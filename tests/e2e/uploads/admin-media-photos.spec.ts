import type { Page } from '@playwright/test';
import { image, MB, oversized } from '../../support/files';
import { expect, test } from '../fixtures';
import { unique } from '../helpers/database';
import { holdServerActions } from '../helpers/requests';

// /admin/photos (SPEC §2 Photos, §4 upload and edit states, §5 Photo upload, §8 Photos, §9).

const photoCard = (page: Page, text: string) => page.getByRole('figure').filter({ hasText: text });

async function upload(page: Page, name: string, color: string, description = '') {
  await page
    .getByLabel('Foto', { exact: true })
    .setInputFiles(await image(name, { color, width: 600, height: 400 }));
  if (description) await page.getByLabel('Descrição').fill(description);
  await page.getByRole('button', { name: 'Enviar Foto' }).click();
}

test('photos: missing file, 5MB limit, upload states, edit dialog and delete', async ({
  adminPage: page,
}) => {
  const id = unique();
  await page.goto('/admin/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Fotos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Advogados' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Enviar Foto' }).click();
  await expect(page.getByText('Selecione um arquivo primeiro')).toBeVisible();
  await page.getByLabel('Foto', { exact: true }).setInputFiles(oversized(5 * MB, 'enorme.png'));
  await expect(page.getByText('Arquivo muito grande. Limite de 5MB.')).toBeVisible();

  // File selected (preview) -> uploading -> done (file and description cleared, list refreshed).
  await page
    .getByLabel('Foto', { exact: true })
    .setInputFiles(await image(`retrato-${id}.png`, { color: '#553c9a', width: 600, height: 400 }));
  await expect(page.getByRole('img', { name: 'Pré-visualização: Foto' })).toBeVisible();
  await page.getByLabel('Descrição').fill('Advogada associada');
  const sending = await holdServerActions(page);
  await page.getByRole('button', { name: 'Enviar Foto' }).click();
  await expect(page.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  await sending.release();
  await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Pré-visualização: Foto' })).toHaveCount(0);
  const card = photoCard(page, `retrato-${id}.png`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Advogada associada' })).toBeVisible();

  // Cancelar leaves the photo as it was.
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Foto' });
  await expect(dialog.getByLabel('Título')).toHaveValue(`retrato-${id}.png`);
  await dialog.getByLabel('Título').fill('Não salvar');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Editar' }).click();
  await expect(dialog.getByLabel('Título')).toHaveValue(`retrato-${id}.png`);
  await expect(dialog.getByLabel('Descrição')).toHaveValue('Advogada associada');
  await dialog.getByLabel('Título').fill(`Dra. Ana Souza ${id}`);
  await dialog.getByLabel('Descrição').fill('Sócia da área tributária');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = photoCard(page, `Dra. Ana Souza ${id}`);
  await expect(edited).toContainText('Sócia da área tributária');
  await expect(photoCard(page, `retrato-${id}.png`)).toHaveCount(0);

  await edited.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Foto removida com sucesso!')).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test('photos: the gallery stops at its maximum of 4 with "Limite de 4 fotos atingido"', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/photos');
  const counter = page.getByText(/^\d+ de 4 fotos$/);
  const count = Number((await counter.textContent())!.split(' ')[0]);
  const id = unique();
  for (let i = count; i < 4; i++) {
    await upload(page, `limite-${i}-${id}.png`, '#2b6cb0');
    await expect(page.getByText(`${i + 1} de 4 fotos`)).toBeVisible();
  }
  await upload(page, `uma-a-mais-${id}.png`, '#c53030');
  await expect(page.getByText('Limite de 4 fotos atingido')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(4);
  await page.reload();
  await expect(page.getByRole('figure')).toHaveCount(4);
  await expect(photoCard(page, `uma-a-mais-${id}.png`)).toHaveCount(0);

  // Leave the gallery as it was, with room for other tests' uploads.
  for (let i = count; i < 4; i++) {
    await photoCard(page, `limite-${i}-${id}.png`).getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(photoCard(page, `limite-${i}-${id}.png`)).toHaveCount(0);
  }
});

test('photos: the grid has 1, 2 or 3 columns by screen width', async ({ adminPage: page }) => {
  const columns = () =>
    page
      .getByRole('list', { name: /^Fotos:/ })
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/photos');
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await columns()).toBe(1);
});
