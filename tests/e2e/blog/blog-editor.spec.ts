import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newPostForm, publishNewPost, theArticle, typeInEditor } from '../helpers/content';
import { query, unique } from '../helpers/database';
import { image } from '../../support/files';

// The post's rich text (issue 21): the toolbar, a paste from Word and from Google Docs, an image
// through the upload path, and the public page showing it all with no editor code; an image without
// a description refused until it is marked decorative (issue 33).

/** What Word (desktop) puts on the clipboard as text/html: styled paragraphs, lists as paragraphs. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style>p.MsoNormal{font-family:"Calibri"}</style></head><body lang=PT-BR style='tab-interval:35.4pt'><!--StartFragment-->
<h1 style='margin:0cm;font-size:16.0pt;font-family:"Calibri Light";color:#2F5496'><span style='font-family:"Calibri Light"'>Planejamento tributário</span></h1>
<p class=MsoNormal style='font-family:"Times New Roman";color:red;font-size:14pt'>Texto com <b><span style='font-family:Arial'>negrito</span></b>, <i>itálico</i> e um <a href="https://www.gov.br/receitafederal">link da Receita</a>, e um <a href="javascript:alert(1)">link perigoso</a>.<o:p></o:p></p>
<h2><span style='color:#1F3763'>Documentos</span></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Contrato social<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Balanços<o:p></o:p></p>
<p class=MsoNormal>Passos:</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Reunir as certidões<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Agendar a reunião<o:p></o:p></p>
<p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/ana/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"></p>
<!--EndFragment--></body></html>`;

/** What Google Docs puts on the clipboard: everything inside a <b style="font-weight:normal">. */
const DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h3 dir="ltr" style="line-height:1.38"><span style="font-size:13pt;font-family:Arial;color:#434343;font-weight:400">Prazos do inventário</span></h3><p dir="ltr"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700">Sessenta dias</span><span style="font-size:11pt;font-family:Arial;color:#ff0000;font-weight:400"> para abrir o inventário, </span><span style="font-style:italic;font-weight:400">sob pena de multa</span><span style="font-weight:400">.</span></p><ul><li dir="ltr"><p dir="ltr"><span style="font-weight:400">Certidão de óbito</span></p></li><li dir="ltr"><p dir="ltr"><a href="https://www.cnj.jus.br/" style="text-decoration:none"><span style="color:#1155cc;text-decoration:underline">Portal do CNJ</span></a></p></li></ul></b>`;

/** Pastes HTML into the editor the way the browser does: a paste event with a DataTransfer. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.click();
  await editor.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', 'texto');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('the toolbar formats the text, and the public page shows it with only the site script', async ({
  adminPage: page,
}) => {
  const title = `Rico ${unique()}`;
  const { form, editor } = await newPostForm(page, title);
  const tool = (name: string) =>
    form.getByRole('toolbar', { name: 'Formatação do conteúdo' }).getByRole('button', { name });

  await editor.click();
  await tool('Título de seção').click();
  await page.keyboard.type('Primeira seção');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Um texto ');
  await tool('Negrito').click();
  await expect(tool('Negrito')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('importante');
  await tool('Negrito').click();
  await page.keyboard.type(' e um link');
  // Select the last four characters ("link") and make them a link.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tool('Link').click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  await dialog.getByLabel('Endereço do link').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByText(/Use um endereço http\(s\)/)).toBeVisible();
  await dialog.getByLabel('Endereço do link').fill('www.planalto.gov.br');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();
  // Keys pressed before the editor has the focus back would go elsewhere, and Enter would then
  // replace the still selected "link".
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tool('Lista com marcadores').click();
  await page.keyboard.type('Primeiro item');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Segundo item');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Citação').click();
  await page.keyboard.type('Uma citação.');

  const post = await publishNewPost(page, form, title);
  // The form is empty again (a new editor).
  await expect(
    page.getByRole('region', { name: 'Novo Post' }).getByRole('textbox', { name: 'Conteúdo' }),
  ).toHaveText('');

  await page.context().clearCookies();
  await page.goto(`/blog/${post.slug}`);
  const body = theArticle(page);
  await expect(body.getByRole('heading', { level: 2, name: 'Primeira seção' })).toBeVisible();
  await expect(body.locator('strong', { hasText: 'importante' })).toBeVisible();
  const link = body.getByRole('link', { name: 'link' });
  await expect(link).toHaveAttribute('href', 'https://www.planalto.gov.br');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.getByRole('listitem')).toHaveText(['Primeiro item', 'Segundo item']);
  await expect(body.locator('blockquote')).toHaveText('Uma citação.');
  await expect(body.getByText('1 min de leitura')).toBeVisible();
  // No editor code on a public page: its only script is the site's own.
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((all) => all.map((s) => s.getAttribute('src')));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/_enhance\/site-[\w-]+\.js$/);
  expect(await page.content()).not.toMatch(/tiptap|ProseMirror/i);
});

test('a paste from Word keeps headings, bold, italic, lists and links, and drops fonts and colours', async ({
  adminPage: page,
}) => {
  const title = `Colado do Word ${unique()}`;
  const { form, editor } = await newPostForm(page, title);
  await pasteHtml(editor, WORD_HTML);

  await expect(editor.locator('h2')).toHaveText(['Planejamento tributário', 'Documentos']);
  await expect(editor.locator('strong')).toHaveText('negrito');
  await expect(editor.locator('em')).toHaveText('itálico');
  await expect(editor.locator('a')).toHaveCount(1);
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://www.gov.br/receitafederal');
  await expect(editor.getByText('link perigoso')).toBeVisible();
  await expect(editor.locator('ul > li')).toHaveText(['Contrato social', 'Balanços']);
  await expect(editor.locator('ol > li')).toHaveText(['Reunir as certidões', 'Agendar a reunião']);
  // No fonts, colours, styles, Word's bullets or the local picture.
  await expect(editor.locator('[style], font, span, img')).toHaveCount(0);
  await expect(editor).not.toContainText('·');

  const post = await publishNewPost(page, form, title);
  await page.goto(`/blog/${post.slug}`);
  const body = theArticle(page);
  await expect(body.getByRole('heading', { level: 2, name: 'Documentos' })).toBeVisible();
  await expect(body.locator('ol > li')).toHaveText(['Reunir as certidões', 'Agendar a reunião']);
  expect(await body.innerHTML()).not.toMatch(/javascript:|style=|mso-/);
});

test('a paste from Google Docs keeps its formatting and drops its styles', async ({ adminPage: page }) => {
  const { editor } = await newPostForm(page, `Colado do Docs ${unique()}`);
  await pasteHtml(editor, DOCS_HTML);
  await expect(editor.locator('h3')).toHaveText('Prazos do inventário');
  // Google's wrapping <b style="font-weight:normal"> is not bold; its 700 spans are.
  await expect(editor.locator('strong')).toHaveText('Sessenta dias');
  await expect(editor.locator('em')).toHaveText('sob pena de multa');
  await expect(editor.locator('ul > li')).toHaveText(['Certidão de óbito', 'Portal do CNJ']);
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://www.cnj.jus.br/');
  await expect(editor.locator('[style], span')).toHaveCount(0);
});

test('an image goes through the upload path into the text, with its description', async ({
  adminPage: page,
}) => {
  const title = `Com imagem ${unique()}`;
  const { form, editor } = await newPostForm(page, title);
  await typeInEditor(page, editor, ['Veja o gráfico:']);
  await form.getByRole('toolbar').getByRole('button', { name: 'Inserir imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inserir imagem' });
  await dialog.getByRole('button', { name: 'Inserir imagem' }).click();
  await expect(dialog.getByText('Selecione um arquivo primeiro')).toBeVisible();
  await dialog
    .getByLabel('Arquivo da imagem')
    .setInputFiles(await image('grafico.png', { width: 800, height: 400 }));
  await dialog.getByLabel('Descrição da imagem (texto alternativo)').fill('Gráfico de arrecadação');
  await dialog.getByRole('button', { name: 'Inserir imagem' }).click();
  await expect(dialog).toBeHidden();
  const inserted = editor.locator('img');
  await expect(inserted).toHaveAttribute('src', /^\/media\/blog\/content\/[0-9a-f-]{36}\.png$/);
  await expect(inserted).toHaveAttribute('alt', 'Gráfico de arrecadação');

  const post = await publishNewPost(page, form, title);
  await page.goto(`/blog/${post.slug}`);
  const shown = theArticle(page).getByRole('img', { name: 'Gráfico de arrecadação' });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('width', '800');
  await expect(shown).toHaveAttribute('loading', 'lazy');
});

test('an image without a description is refused at the text until it is marked decorative (issue 33)', async ({
  adminPage: page,
}) => {
  const refusal = 'Descreva a imagem (texto alternativo) ou marque-a como decorativa.';
  const title = `Sem descrição ${unique()}`;
  const { form, editor } = await newPostForm(page, title);
  await typeInEditor(page, editor, ['Foto do evento:']);
  await form.getByRole('toolbar').getByRole('button', { name: 'Inserir imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inserir imagem' });
  await dialog
    .getByLabel('Arquivo da imagem')
    .setInputFiles(await image('evento.png', { width: 800, height: 400 }));
  await dialog.getByRole('button', { name: 'Inserir imagem' }).click();
  await expect(dialog).toBeHidden();
  // The guidance says it while writing, under the field.
  await expect(form.getByRole('status').filter({ hasText: 'Acessibilidade do texto' })).toContainText(
    refusal,
  );

  await form.getByRole('button', { name: 'Criar Post' }).click();
  await expect(form.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
  expect(await query('select id from blog_posts where title = $1', [title])).toHaveLength(0);

  // Selected in the text, the image's description is changed in the same dialog.
  await editor.locator('img').click();
  await form.getByRole('toolbar').getByRole('button', { name: 'Descrição da imagem' }).click();
  const describe = page.getByRole('dialog', { name: 'Descrição da imagem' });
  await describe.getByRole('checkbox', { name: /Imagem decorativa/ }).check();
  await describe.getByRole('button', { name: 'Aplicar' }).click();
  await expect(describe).toBeHidden();
  await expect(form.getByRole('status').filter({ hasText: refusal })).toHaveCount(0);

  const post = await publishNewPost(page, form, title);
  await page.goto(`/blog/${post.slug}`);
  const shown = theArticle(page).locator('.rich-text img');
  await expect(shown).toHaveAttribute('alt', '');
  await expect(shown).toHaveAttribute('width', '800');
});
