import type { Browser, Page } from '@playwright/test';
import { image } from '../../support/files';
import { expect, test, toast } from '../fixtures';
import { newPostForm, publishNewPost, theArticle, typeInEditor } from '../helpers/content';
import { unique } from '../helpers/database';

// Issue 33 §1: one image of the library reused in a news item (its image field's 'Escolher da
// biblioteca') and in a post's text (the editor's 'Inserir imagem'), shown with the library's
// description; 'Onde é usada' lists both; 'Substituir arquivo' changes what the public page shows,
// under the same address; deleting it is refused with where it is used.

/** 'Escolher da biblioteca' beside `scope`'s file input: found by its file name and chosen. */
async function chooseFromLibrary(page: Page, scope: ReturnType<Page['getByRole']>, fileName: string) {
  await scope.getByRole('button', { name: 'Escolher da biblioteca' }).click();
  const library = page.getByRole('dialog', { name: 'Escolher da biblioteca' });
  await library.getByLabel('Buscar na biblioteca').fill(fileName);
  await library.getByRole('button', { name: 'Buscar', exact: true }).click();
  await library.getByRole('button', { name: `Escolher ${fileName}` }).click();
  await expect(library).toBeHidden();
}

/** The natural width of the post's image, as a new visitor (no cached copy) gets it. */
async function shownWidth(browser: Browser, baseURL: string, path: string, alt: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  expect((await visitor.goto(path))?.status()).toBe(200);
  const shown = theArticle(visitor).locator('.rich-text img');
  await expect(shown).toHaveAttribute('alt', alt);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const width = await shown.evaluate((img: HTMLImageElement) => img.naturalWidth);
  await context.close();
  return width;
}

test('a library image reused in a news item and a post, replaced everywhere, and kept while used', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const fileName = `reuso-${id}.png`;
  const alt = `Fachada do escritório ${id}`;

  // Uploaded to the library and described there.
  await page.goto('/admin/midia');
  await page
    .getByLabel('Escolher arquivos')
    .setInputFiles(await image(fileName, { color: `#${id.slice(0, 6)}`, width: 400, height: 300 }));
  await expect(page.getByRole('list', { name: 'Envios' })).toContainText('Imagem adicionada à biblioteca.');
  await page.getByRole('link', { name: `Abrir ${fileName}` }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da imagem' });
  await details.getByLabel('Texto alternativo (português)').fill(alt);
  await details.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Imagem atualizada com sucesso!')).toBeVisible();

  // A news item takes it from its image field.
  const newsTitle = `Nova sede ${id}`;
  await page.goto('/admin/noticias');
  await page.getByRole('button', { name: 'Nova Notícia' }).click();
  const news = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
  await news.getByLabel('Título', { exact: true }).fill(newsTitle);
  await news.getByLabel('Subtítulo').fill('O escritório mudou de endereço');
  await news.getByLabel('Conteúdo').fill('Texto da notícia.');
  await news.getByLabel('Link externo').fill('https://example.com/nova-sede');
  await chooseFromLibrary(page, news, fileName);
  await expect(news.getByRole('img', { name: 'Pré-visualização: Imagem (opcional)' })).toBeVisible();
  await news.getByRole('button', { name: 'Adicionar Notícia' }).click();
  await expect(toast(page, 'Notícia adicionada com sucesso!')).toBeVisible();

  // A post's text takes it from 'Inserir imagem', with the library's description.
  const postTitle = `Mudança de endereço ${id}`;
  const { form, editor } = await newPostForm(page, postTitle);
  await typeInEditor(page, editor, ['Nossa nova fachada:']);
  await form.getByRole('toolbar').getByRole('button', { name: 'Inserir imagem' }).click();
  const insert = page.getByRole('dialog', { name: 'Inserir imagem' });
  await chooseFromLibrary(page, insert, fileName);
  await insert.getByRole('button', { name: 'Inserir imagem' }).click();
  await expect(insert).toBeHidden();
  await expect(editor.locator('img')).toHaveAttribute('alt', alt);
  const post = await publishNewPost(page, form, postTitle);
  const postPath = `/blog/${post.slug}`;
  // The optimized size the page picks of the 400 px wide original (its srcset's 384 w).
  expect(await shownWidth(browser, baseURL!, postPath, alt)).toBeGreaterThan(300);

  // 'Onde é usada' names both, each linked to its editor.
  await page.goto(`/admin/midia?q=${fileName}`);
  await page.getByRole('link', { name: `Abrir ${fileName}` }).click();
  const usages = details.getByRole('region', { name: 'Onde é usada' });
  await expect(usages.getByRole('link', { name: `Notícias: ${newsTitle}`, exact: true })).toBeVisible();
  await expect(usages.getByRole('link', { name: `Blog: ${postTitle}`, exact: true })).toBeVisible();
  // The post keeps a revision of each save: it shows the image too.
  await expect(usages.getByRole('link', { name: `Blog: ${postTitle} (revisão)` })).toBeVisible();

  // Replaced: the public page shows the new file at the same address.
  await details
    .getByLabel('Substituir arquivo')
    .setInputFiles(await image(`nova-${fileName}`, { color: '#c05621', width: 200, height: 150 }));
  await details.getByRole('button', { name: 'Substituir', exact: true }).click();
  await expect(toast(page, 'Arquivo substituído com sucesso!')).toBeVisible();
  // The same address, now the 200 px wide file (never enlarged).
  expect(await shownWidth(browser, baseURL!, postPath, alt)).toBeLessThanOrEqual(200);

  // Deleting it is refused, with where it is used.
  await details.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir imagens' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  const refusal = toast(page, 'Esta imagem está em uso em:');
  await expect(refusal).toContainText(`Notícias: ${newsTitle}`);
  await expect(refusal).toContainText(`Blog: ${postTitle}`);
});
