import { expect, type Locator, type Page } from '@playwright/test';
import { image } from '../../support/files';
import { expectToast } from '../admin-helpers';
import { query } from './database';

// Content a test makes for itself, through the admin screens as an administrator would (so the
// public pages, which are cached, are refreshed as they are in use). Each returns the item's card
// or row on its admin screen.

export async function createTip(page: Page, title: string, origin = '') {
  await page.goto(`${origin}/admin/tips`);
  await page.getByRole('button', { name: 'Nova Dica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Dica' });
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Conteúdo').fill('Guarde os comprovantes por cinco anos.');
  await dialog.getByLabel('Autor').fill('Dr. Rafael Lima');
  await dialog.getByLabel('Imagem da dica').setInputFiles(await image('dica.png'));
  await dialog.getByLabel('Foto de perfil').setInputFiles(await image('autor.png', { color: '#c99a45' }));
  await dialog.getByRole('button', { name: 'Adicionar Dica' }).click();
  await expectToast(page, 'Dica adicionada com sucesso!');
  await expect(dialog).toBeHidden();
  return page.getByRole('article', { name: title });
}

export async function createTestimonial(
  page: Page,
  name: string,
  {
    comment = 'Atendimento impecável do início ao fim.',
    rating = '4.5',
    company = 'Construtora Horizonte',
    order = 0,
    avatarUrl = '',
  }: { comment?: string; rating?: string; company?: string; order?: number; avatarUrl?: string } = {},
) {
  await page.goto('/admin/depoimentos');
  await expect(page.getByRole('heading', { name: 'Gerenciar Depoimentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Depoimento' }).click();
  const form = page.getByRole('region', { name: 'Novo Depoimento' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Empresa').fill(company);
  await form.getByLabel('Depoimento').fill(comment);
  await form.getByLabel('Avaliação').fill(rating);
  await form.getByLabel('Ordem de exibição').fill(String(order));
  if (avatarUrl) await form.getByLabel('URL do avatar').fill(avatarUrl);
  await form.getByRole('button', { name: 'Adicionar Depoimento' }).click();
  await expectToast(page, 'Depoimento adicionado com sucesso');
  await expect(form).toBeHidden();
  return page.getByRole('row', { name: new RegExp(name) });
}

export async function createSuccessCase(page: Page, title: string) {
  await page.goto('/admin/success-cases');
  await expect(page.getByRole('heading', { name: 'Gerenciar Casos de Sucesso' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Caso' }).click();
  const form = page.getByRole('region', { name: 'Novo Caso' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Área').fill('Recuperação Judicial');
  await form.getByLabel('Descrição').fill('Reestruturação de dívidas de uma indústria.');
  await form.getByLabel('Resultado').fill('Plano aprovado com 90% dos credores.');
  await form.getByLabel('Depoimento do cliente').fill('Salvaram a empresa.');
  await form.getByLabel('Nome do cliente').fill('Indústria Alfa');
  await form.getByLabel('Imagem', { exact: true }).setInputFiles(await image());
  await form.getByRole('button', { name: 'Adicionar Caso' }).click();
  await expectToast(page, 'Caso de sucesso adicionado com sucesso');
  await expect(form).toBeHidden();
  return page.getByRole('row', { name: new RegExp(title) });
}

/** Types paragraphs into the post's rich-text editor (a contenteditable), as a person would. */
export async function typeInEditor(page: Page, editor: Locator, paragraphs: string[]) {
  await editor.click();
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

export async function createBlogPost(page: Page, title: string) {
  await page.goto('/admin/blog');
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Resumo').fill('Como proteger o patrimônio da família.');
  await typeInEditor(page, form.getByRole('textbox', { name: 'Conteúdo' }), [
    'Primeiro parágrafo.',
    'Segundo parágrafo.',
  ]);
  await form.getByLabel('Autor').fill('Dra. Helena Prado');
  await form.getByLabel('Tags separadas por vírgula').fill(' sucessão , holding ');
  await form.getByLabel('Imagem', { exact: true }).setInputFiles(await image('capa.png'));
  await form.getByRole('button', { name: 'Criar Post' }).click();
  await expectToast(page, 'Post criado com sucesso!');
  return page.getByRole('article', { name: title });
}

export async function createClientLogo(page: Page, clientName: string) {
  await page.goto('/admin/clients');
  await page.getByLabel('Nome do cliente').fill(clientName);
  await page.getByLabel('Logo do cliente').setInputFiles(await image('cliente.png', { color: '#6b46c1' }));
  await page.getByRole('button', { name: 'Adicionar Logo' }).click();
  await expect(page.getByText('Logo do cliente adicionada com sucesso!')).toBeVisible();
  return page.getByRole('article', { name: clientName });
}

export async function uploadOfficePhoto(page: Page, description: string) {
  await page.goto('/admin/photos?type=office');
  await page
    .getByLabel('Foto', { exact: true })
    .setInputFiles(await image('sala.png', { color: '#2c7a7b', width: 900, height: 600 }));
  await page.getByLabel('Descrição').fill(description);
  await page.getByRole('button', { name: 'Enviar Foto' }).click();
  await expect(page.getByText('Foto enviada com sucesso!')).toBeVisible();
}

export async function createMostRequestedService(page: Page, title: string, monthlyCount = 9999) {
  await page.goto('/admin/servicos-procurados');
  await page.getByRole('button', { name: 'Novo Serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Serviço' });
  // New services are dated today (SPEC).
  await expect(dialog.getByLabel('Data')).toHaveValue(
    new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
  );
  await dialog.getByLabel('Título', { exact: true }).fill(title);
  await dialog.getByLabel('Tema').fill('Tributário');
  await dialog.getByLabel('Matéria').fill('Execução fiscal');
  await dialog.getByLabel('Descrição').fill('Defesa em execuções fiscais.');
  await dialog.getByLabel('Atendimentos mensais').fill(String(monthlyCount));
  await dialog.getByRole('button', { name: 'Adicionar Serviço' }).click();
  await expectToast(page, 'Serviço adicionado com sucesso!');
  await expect(dialog).toBeHidden();
  return page.getByRole('article', { name: title });
}

export async function uploadBackground(page: Page, title: string) {
  await page.goto('/admin/backgrounds');
  await page
    .getByLabel('Imagem', { exact: true })
    .setInputFiles(await image('fundo.png', { color: '#22543d', width: 1600, height: 900 }));
  await page.getByLabel('Título', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Enviar Imagem' }).click();
  await expect(page.getByText('Imagem de fundo enviada com sucesso!')).toBeVisible();
  return page.getByRole('article', { name: title });
}

/** Uploads a new main logo, which becomes the one active logo. */
export async function uploadLogo(page: Page, color = '#975a16') {
  await page.goto('/admin/logo');
  await page.getByLabel('Nova logo', { exact: true }).setInputFiles(await image('logo.png', { color }));
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Logo enviada com sucesso!')).toBeVisible();
}

/** The post's own article (the related posts under it are articles too). */
export const theArticle = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });

/** The blog's 'Novo Post' form with its title, summary and author typed, and its text editor. */
export async function newPostForm(page: Page, title: string) {
  await page.goto('/admin/blog');
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Resumo').fill('Resumo do post.');
  await form.getByLabel('Autor').fill('Dra. Helena Prado');
  return { form, editor: form.getByRole('textbox', { name: 'Conteúdo' }) };
}

/** 'Criar Post' on the form, and the new post's slug and id. */
export async function publishNewPost(page: Page, form: Locator, title: string) {
  await form.getByRole('button', { name: 'Criar Post' }).click();
  await expectToast(page, 'Post criado com sucesso!');
  const [post] = await query<{ slug: string; id: string }>(
    'select slug, id from blog_posts where title = $1',
    [title],
  );
  return post!;
}
