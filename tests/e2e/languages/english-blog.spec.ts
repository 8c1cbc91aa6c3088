import { expect, test } from '../fixtures';
import { expectToast } from '../admin-helpers';
import { typeInEditor } from '../helpers/content';
import { query, unique } from '../helpers/database';
import { axeViolations } from '../helpers/scans';
import { structuredData } from '../helpers/structured-data';

// The blog in English (issue 34 §1–§2): a post's English version is written in the editor's
// 'English' tab and published on its own; /en/blog shows only English posts, dated and timed in
// English; each language's post names the other; search stems English; the feed is English.

/** A published Portuguese post, made in the database (its editor is tested in tests/e2e/blog). */
async function portuguesePost(title: string, slug: string) {
  const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto.' }] }] };
  await query(
    `insert into blog_posts (title, slug, summary, content, content_text, author, status)
     values ($1, $2, 'Resumo em português.', $3::jsonb, 'Texto.', 'Dra. Ana', 'published')`,
    [title, slug, JSON.stringify(doc)],
  );
}

test('a post gets an English version in its own tab, published on its own, naming its twin', async ({
  adminPage: page,
}) => {
  const id = unique();
  const title = `Holding familiar ${id}`;
  const englishTitle = `Family holding ${id}`;
  await portuguesePost(title, `holding-familiar-${id}`);

  await page.goto(`/admin/blog?q=${id}`);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Inglês: Sem tradução')).toBeVisible();
  await card.getByRole('button', { name: 'Editar' }).click();
  const portuguese = page.getByRole('region', { name: 'Editar Post' });
  await expect(portuguese.getByRole('tab', { name: 'Português' })).toHaveAttribute('aria-selected', 'true');
  await portuguese.getByRole('tab', { name: 'English' }).click();

  await test.step("the 'English' tab writes the English version, saved as a draft first", async () => {
    const form = page.getByRole('region', { name: 'Nova versão em inglês' });
    await expect(form.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    // The selected tab's panel is the English editor (its fields inside), and axe finds nothing.
    await expect(
      form.getByRole('tabpanel', { name: 'English' }).getByLabel('Título', { exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(form.getByText(title)).toBeVisible();
    await form.getByLabel('Título', { exact: true }).fill(englishTitle);
    await form.getByLabel('Resumo').fill('How to protect the family estate.');
    await typeInEditor(page, form.getByRole('textbox', { name: 'Conteúdo' }), ['First paragraph.']);
    await form.getByLabel('Autor').fill('Dr. Helena Prado');
    await form.getByLabel('Tags separadas por vírgula').fill('succession, holding');
    // The images are the Portuguese post's.
    await expect(form.getByLabel('Imagem', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expectToast(page, 'Rascunho salvo com sucesso!');
    // The editor goes on with the English post just made.
    const editing = page.getByRole('region', { name: 'Editar Post' });
    await expect(editing.getByLabel('Título', { exact: true })).toHaveValue(englishTitle);
    await expect(editing.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const list = await (await page.request.get('/en/blog')).text();
    expect(list).not.toContain(englishTitle);
  });

  await test.step('publishing the English leaves the Portuguese as it was', async () => {
    const editing = page.getByRole('region', { name: 'Editar Post' });
    await editing.getByRole('button', { name: 'Atualizar Post' }).click();
    await expectToast(page, 'Post atualizado com sucesso!');
    const [row] = await query<{ status: string; title: string }>(
      'select status, title from blog_posts where slug = $1',
      [`holding-familiar-${id}`],
    );
    expect(row).toEqual({ status: 'published', title });
  });

  await test.step('/en/blog shows it in English; each language names the other', async () => {
    await page.goto('/en/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: englishTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/family-holding-${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
    await expect(
      page.getByText(/By Dr\. Helena Prado · [A-Z][a-z]+ \d{1,2}, \d{4} · 1 min read/),
    ).toBeVisible();
    await expect(page.locator('head link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/holding-familiar-${id}$`),
    );
    expect(await structuredData(page, 'BlogPosting')).toMatchObject({
      inLanguage: 'en',
      headline: englishTitle,
    });
    await page.getByRole('banner').getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/holding-familiar-${id}$`));
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/blog/family-holding-${id}$`),
    );
  });

  await test.step("the admin list says 'Traduzido', and filters by it", async () => {
    await page.goto(`/admin/blog?q=${id}&traducao=translated`);
    await expect(page.getByRole('article', { name: title }).getByText('Inglês: Traduzido')).toBeVisible();
    await page.goto(`/admin/blog?q=${id}&traducao=missing`);
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });
});

test('the English blog lists the demo posts in English, searches in English, and has its feed', async ({
  page,
}) => {
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.filter({ hasText: 'Family holding company: when is it worth it?' })).toHaveCount(1);
  for (const date of await page.getByRole('main').locator('article time').allInnerTexts())
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const text = await page.locator('body').innerText();
  for (const portuguese of ['Ler mais', 'Buscar artigos', 'Assine o feed', 'Recebi uma citação'])
    expect(text).not.toContain(portuguese);

  // Without JavaScript the box is a plain form: English stemming finds 'company' in 'companies'.
  await page.getByLabel('Search articles').fill('companies reorganisation');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/blog\?q=companies\+reorganisation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog search');
  await expect(
    page.getByRole('link', { name: 'Judicial reorganisation: first steps for companies in crisis' }),
  ).toBeVisible();

  const feed = await page.request.get('/en/blog/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain('<language>en</language>');
  expect(xml).toContain('Family holding company: when is it worth it?');
  expect(xml).not.toContain('Holding familiar: quando vale a pena?');
});
