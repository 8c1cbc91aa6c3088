import type { Page } from '@playwright/test';
import { image, textNamedPng } from '../../support/files';
import { expect, test, toast } from '../fixtures';
import { unique } from '../helpers/database';
import { holdRequests } from '../helpers/requests';
import { axeViolations } from '../helpers/scans';

// /admin/midia, 'Biblioteca de mídia' (issue 33 §1): several files uploaded at once, each with its
// progress and outcome; search; an item's descriptions saved; the same file again offered as the
// existing item; an unused one deleted.

const isUpload = (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/admin/midia/enviar';

const grid = (page: Page) => page.getByRole('list', { name: 'Imagens da biblioteca' });
const uploads = (page: Page) => page.getByRole('list', { name: 'Envios' });
const uploadOf = (page: Page, name: string) => uploads(page).getByRole('listitem').filter({ hasText: name });

test('media library: three uploads with progress, search, description, reuse and deletion', async ({
  adminPage: page,
  allowConsoleErrors,
}) => {
  const id = unique();
  const names = [1, 2, 3].map((n) => `midia-${id}-${n}.png`);
  const files = await Promise.all(
    names.map((name, n) =>
      // Colours of this run's own (the id's hex digits): a retry's files are new to the library.
      image(name, { color: `#${id.slice(0, 5)}${n}`, width: 400, height: 300 }),
    ),
  );

  await page.goto('/admin/midia');
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de mídia' })).toBeVisible();
  await expect(page.getByText('Arraste imagens para cá ou escolha arquivos')).toBeVisible();

  // Three files at once: each shows its own progress while it is sent, then its outcome.
  const held = await holdRequests(page, isUpload);
  await page.getByLabel('Escolher arquivos').setInputFiles(files);
  for (const name of names) {
    await expect(uploads(page).getByRole('progressbar', { name: `Envio de ${name}` })).toBeVisible();
    await expect(uploadOf(page, name)).not.toContainText('Imagem adicionada à biblioteca.');
  }
  const answered = page.waitForResponse((response) => isUpload(response.request()));
  await held.release();
  await answered;
  for (const name of names) {
    await expect(uploadOf(page, name)).toContainText('Imagem adicionada à biblioteca.');
    await expect(uploads(page).getByRole('progressbar', { name: `Envio de ${name}` })).toHaveJSProperty(
      'value',
      100,
    );
    // The grid is read again: each new image is there, marked as needing a description and unused.
    const tile = grid(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: `Selecionar ${name}` }) });
    await expect(tile).toContainText('Sem texto alternativo');
    await expect(tile).toContainText('Não usada');
  }

  expect(await axeViolations(page), 'axe-core on the library').toEqual([]);

  // The search (a GET form) finds one of them by its file name.
  await page.getByLabel('Buscar').fill(`midia-${id}-2`);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`q=midia-${id}-2`));
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('1 imagem', { exact: true })).toBeVisible();

  // Opened, described and saved.
  await grid(page)
    .getByRole('link', { name: `Abrir ${names[1]}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes da imagem' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('400 × 300 px')).toBeVisible();
  await expect(dialog.getByText('Não usada em nenhum conteúdo.')).toBeVisible();
  expect(await axeViolations(page), 'axe-core on the opened item').toEqual([]);
  await dialog.getByLabel('Texto alternativo (português)').fill(`Sala de reunião ${id}`);
  await dialog.getByLabel('Texto alternativo (inglês)').fill('Meeting room');
  // The focal point, by keyboard on its marker.
  await dialog
    .getByRole('button', { name: /^Ponto focal: 50% horizontal, 50% vertical$/ })
    .press('ArrowRight');
  await expect(dialog.getByLabel('Ponto focal horizontal (%)')).toHaveValue('51');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Imagem atualizada com sucesso!')).toBeVisible();
  await expect(dialog.getByLabel('Texto alternativo (português)')).toHaveValue(`Sala de reunião ${id}`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid(page).getByRole('img', { name: `Sala de reunião ${id}` })).toBeVisible();
  await expect(grid(page).getByRole('listitem')).not.toContainText('Sem texto alternativo');

  // The same file again: no copy, the existing item is offered.
  const again = page.waitForResponse((response) => isUpload(response.request()));
  await page.getByLabel('Escolher arquivos').setInputFiles(files[1]!);
  await again;
  const offer = uploads(page)
    .getByRole('listitem')
    .filter({ hasText: 'Esta imagem já está na biblioteca: use a existente.' });
  await expect(offer).toContainText(names[1]!);
  await offer.getByRole('link', { name: 'Abrir a imagem existente' }).click();
  await expect(dialog.getByLabel('Texto alternativo (português)')).toHaveValue(`Sala de reunião ${id}`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  // Closing the item leaves its address: the filter form is drawn again, then typed in.
  await expect(page).not.toHaveURL(/[?&]item=/);

  // A file that is no image is refused with the server's message, at its own line.
  allowConsoleErrors(/enviar.*status of 400/, 'the refused file answers 400: the browser logs its status');
  const refused = page.waitForResponse((response) => isUpload(response.request()));
  await page.getByLabel('Escolher arquivos').setInputFiles(textNamedPng(`falsa-${id}.png`));
  await refused;
  await expect(uploadOf(page, `falsa-${id}.png`)).toContainText(
    'Apenas imagens são permitidas (PNG, JPEG, WebP, GIF ou AVIF).',
  );

  // An unused one is deleted after confirming.
  await page.getByLabel('Buscar').fill(`midia-${id}-3`);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`q=midia-${id}-3`));
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Selecionar ${names[2]}` }).check();
  await page.getByRole('button', { name: /Excluir selecionadas/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir imagens' });
  await expect(confirm).toContainText('Tem certeza que deseja excluir a imagem selecionada?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Imagem excluída com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma imagem encontrada.')).toBeVisible();
});

test("media library: 'Onde é usada', deletion refused with where, 'Substituir arquivo'", async ({
  adminPage: page,
}) => {
  const id = unique();
  const client = `Cliente ${id}`;
  const logo = `logo-${id}.png`;
  await page.goto('/admin/clients');
  await page.getByLabel('Nome do cliente').fill(client);
  await page
    .getByLabel('Logo do cliente')
    .setInputFiles(await image(logo, { color: '#6b46c1', width: 300, height: 150 }));
  await page.getByRole('button', { name: 'Adicionar Logo' }).click();
  await expect(page.getByText('Logo do cliente adicionada com sucesso!')).toBeVisible();

  await page.goto(`/admin/midia?q=${logo}`);
  const tile = grid(page).getByRole('listitem');
  await expect(tile).toHaveCount(1);
  await expect(tile).not.toContainText('Não usada');
  await tile.getByRole('link', { name: `Abrir ${logo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes da imagem' });
  const usages = dialog.getByRole('region', { name: 'Onde é usada' });
  await expect(usages.getByRole('link', { name: `Clientes: ${client}` })).toHaveAttribute(
    'href',
    /^\/admin\/clients\?editar=/,
  );

  // Replaced: same item, new file (its size now).
  await expect(dialog.getByText('300 × 150 px')).toBeVisible();
  await dialog
    .getByLabel('Substituir arquivo')
    .setInputFiles(await image(`nova-${logo}`, { color: '#c05621', width: 240, height: 120 }));
  await dialog.getByRole('button', { name: 'Substituir', exact: true }).click();
  await expect(toast(page, 'Arquivo substituído com sucesso!')).toBeVisible();
  await expect(dialog.getByText('240 × 120 px')).toBeVisible();

  // Deleting it is refused with where it is used.
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir imagens' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    toast(page, `Erro ao excluir imagem: Esta imagem está em uso em: Clientes: ${client}.`),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Detalhes da imagem' })).toBeVisible();
});
