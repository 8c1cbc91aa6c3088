import { image, oversized } from '../../support/files';
import { expect, test } from '../fixtures';
import { unique } from '../helpers/database';

// /admin/backgrounds (SPEC §2 Background images, §5 Background upload, §8 Background images).

test('background images: missing file, 5MB limit, upload, Ativa/Inativa and delete', async ({
  adminPage: page,
}) => {
  const title = `Fachada ao entardecer ${unique()}`;
  await page.goto('/admin/backgrounds');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Imagens de Fundo' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Enviar Imagem' });
  await page.getByLabel('Título').fill(title);
  await submit.click();
  await expect(page.getByText('Selecione um arquivo primeiro')).toBeVisible();

  await page.getByLabel('Imagem', { exact: true }).setInputFiles(oversized());
  await expect(page.getByText('Arquivo muito grande. Limite de 5MB.')).toBeVisible();

  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles(await image('fachada.png', { color: '#744210', width: 1600, height: 900 }));
  await page.getByLabel('Descrição').fill('Vista da fachada do escritório');
  await submit.click();
  await expect(page.getByText('Imagem de fundo enviada com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('');

  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Vista da fachada do escritório')).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);

  // New images are active; the toggle shows the state.
  const active = card.getByRole('button', { name: 'Ativa', exact: true });
  await expect(active).toHaveAttribute('aria-pressed', 'true');
  await active.click();
  await expect(page.getByText('Imagem desativada com sucesso!')).toBeVisible();
  const inactive = card.getByRole('button', { name: 'Inativa', exact: true });
  await expect(inactive).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await inactive.click();
  await expect(page.getByText('Imagem ativada com sucesso!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ativa', exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(dialog).toContainText('Tem certeza que deseja excluir esta imagem?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Imagem removida com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
});
