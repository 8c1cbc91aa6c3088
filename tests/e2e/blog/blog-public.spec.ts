import { recordInvalidation } from '@/lib/server/invalidation';
import { expectToast } from '../admin-helpers';
import { expect, test } from '../fixtures';
import { createBlogPost } from '../helpers/content';
import { e2eDb, PUBLIC_POST, query, unique } from '../helpers/database';
import { SITE_URL } from '../public-helpers';

// Alone (fixtures.ts): it reads the site's newest public posts and counts them, which other specs publish.
test.use({ alone: true });

// The blog's public side (issue 21): addresses that last, search, tags, pages, the feed and the
// search-engine fields.

/** Adds public posts straight to the database, then has the server forget its cached blog pages. */
async function addPosts(count: number, tag: string) {
  for (let i = 0; i < count; i++)
    await query(
      `insert into blog_posts (title, slug, summary, content, content_text, author, tags, tag_slugs, published_at)
       values ($1, $2, 'Resumo', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto."}]}]}',
         'Texto.', 'Autora', array[$3], array[$4], now() - interval '10 years' + $5 * interval '1 minute')`,
      [`Em lote ${tag} ${i}`, `em-lote-${tag}-${i}`, `Lote ${tag}`, `lote-${tag}`, i],
    );
  await recordInvalidation((await e2eDb()).$client, 'e2e', ['blog_posts']);
}

test('a changed address and /blog/{id} answer 301 to the current one, for ever', async ({
  adminPage: page,
  request,
}) => {
  const title = `Endereço ${unique()}`;
  const card = await createBlogPost(page, title);
  const [post] = await query<{ id: string; slug: string }>(
    'select id, slug from blog_posts where title = $1',
    [title],
  );
  await card.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('region', { name: 'Editar Post' });
  await expect(form.getByLabel('Endereço (slug)')).toHaveValue(post!.slug);
  const renamed = `novo endereço ${unique()}`;
  await form.getByLabel('Endereço (slug)').fill(renamed);
  await form.getByRole('button', { name: 'Atualizar Post' }).click();
  await expectToast(page, 'Post atualizado com sucesso!');
  const current = `/blog/${renamed.replace('ç', 'c').replaceAll(' ', '-')}`;
  await expect(card.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', current);

  for (const old of [`/blog/${post!.slug}`, `/blog/${post!.id}`]) {
    const response = await request.get(`${old}?utm_source=teste`, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(new URL(response.headers().location!, SITE_URL).href).toBe(
      `${SITE_URL}${current}?utm_source=teste`,
    );
  }
  expect((await request.get(current)).status()).toBe(200);
});

test('search: a plain GET form that works without JavaScript, across accents and plurals', async ({
  adminPage: page,
  browser,
}) => {
  const word = `xarope${unique().replace(/\d/g, 'k')}`;
  await createBlogPost(page, `Contratos de ${word} e tributação`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto('/blog');
  const search = visitor.getByRole('search', { name: 'Buscar no blog' });
  await search.getByLabel('Buscar artigos').fill(`contrato ${word} TRIBUTACAO`);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(visitor).toHaveURL(/\/blog\?q=contrato\+/);
  const results = visitor.getByRole('main').getByRole('article');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('heading')).toHaveText(`Contratos de ${word} e tributação`);
  await expect(visitor.getByText('1 artigo encontrado.')).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await visitor.goto(`/blog?q=${encodeURIComponent(`${word}zzz`)}`);
  await expect(visitor.getByText(`Nenhum resultado para "${word}zzz".`)).toBeVisible();
  await context.close();
});

test('pages of 12 with Anterior, numbers and Próxima; past the last page is 404', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/, 'a page past the last answers 404; the browser logs the status');
  await addPosts(13, `p${unique()}`);
  const [{ total }] = (await query<{ total: number }>(
    `select count(*)::int as total from blog_posts where ${PUBLIC_POST}`,
  )) as [{ total: number }];
  const pageCount = Math.ceil(total / 12);
  // The server has forgotten its cached /blog once it links to the new last page.
  await expect
    .poll(async () => (await page.request.get('/blog')).text())
    .toContain(`href="/blog?pagina=${pageCount}"`);

  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Paginação' });
  await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveCount(0);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Página 1');
  await nav.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/blog?pagina=2`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(pageCount > 2 ? 12 : total - 12);
  await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/blog');

  await page.goto(`/blog?pagina=${pageCount}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(total - 12 * (pageCount - 1));
  await expect(nav.getByRole('link', { name: 'Próxima' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Página 1', exact: true })).toHaveAttribute('href', '/blog');
  expect((await page.goto(`/blog?pagina=${pageCount + 1}`))?.status()).toBe(404);
  // Anything but a page number is the first page.
  expect((await page.goto('/blog?pagina=abc'))?.status()).toBe(200);
});

test('a tag links to its page: its posts, newest first, in pages', async ({ page }) => {
  const tag = `t${unique()}`;
  await addPosts(14, tag);
  await page.goto(`/blog/em-lote-${tag}-0`);
  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: `Lote ${tag}` })
    .click();
  await expect(page).toHaveURL(`${SITE_URL}/blog/tag/lote-${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lote ${tag}`);
  const titles = page.getByRole('main').getByRole('article').getByRole('heading');
  await expect(titles).toHaveText(Array.from({ length: 12 }, (_, i) => `Em lote ${tag} ${13 - i}`));
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/blog/tag/lote-${tag}?pagina=2`);
  await expect(titles).toHaveText([`Em lote ${tag} 1`, `Em lote ${tag} 0`]);
  // 'Leia também': posts of the same tag first.
  await page.goto(`/blog/em-lote-${tag}-0`);
  const related = page.getByRole('region', { name: 'Leia também' }).getByRole('heading', { level: 3 });
  await expect(related).toHaveText([`Em lote ${tag} 13`, `Em lote ${tag} 12`, `Em lote ${tag} 11`]);
});

test('the feed is RSS 2.0 with the latest posts, announced in every public page', async ({
  page,
  request,
}) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `${SITE_URL}/blog/feed.xml`,
  );
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const child = (parent: Element, name: string) =>
      Array.from(parent.children).find((node) => node.nodeName === name)?.textContent ?? null;
    const channel = doc.querySelector('rss > channel');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      title: channel && child(channel, 'title'),
      link: channel && child(channel, 'link'),
      description: channel && child(channel, 'description'),
      items: Array.from(doc.querySelectorAll('channel > item')).map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        pubDate: child(item, 'pubDate'),
        creator: child(item, 'dc:creator'),
        description: child(item, 'description'),
        html: child(item, 'content:encoded'),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({
    version: '2.0',
    title: 'Blog | Tribuna Advocacia Empresarial',
    link: `${SITE_URL}/blog`,
  });
  expect(feed.items.length).toBeGreaterThan(0);
  expect(feed.items.length).toBeLessThanOrEqual(20);
  const latest = await query<{ title: string; slug: string }>(
    `select title, slug from blog_posts where ${PUBLIC_POST} order by published_at desc, id desc limit 20`,
  );
  expect(feed.items.map((item) => item.title)).toEqual(latest.map((post) => post.title));
  for (const item of feed.items) {
    expect(item.link).toMatch(new RegExp(`^${SITE_URL}/blog/[a-z0-9-]+$`));
    expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
    expect(item.creator).toBeTruthy();
    expect(item.description).toBeTruthy();
    expect(item.html).toMatch(/<p>/);
  }
});

test("SEO: the fields' live preview, the search-engine title, and 'Ocultar dos buscadores'", async ({
  adminPage: page,
  request,
}) => {
  const title = `Buscadores ${unique()}`;
  await page.goto('/admin/blog');
  const form = page.getByRole('region', { name: 'Novo Post' });
  const preview = form.getByTestId('search-preview');
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Resumo').fill('Resumo que aparece no buscador.');
  await expect(preview).toContainText(`${title} | Tribuna Advocacia Empresarial`);
  await expect(preview).toContainText(`blog › ${title.toLowerCase().replace(' ', '-')}`);
  await expect(preview).toContainText('Resumo que aparece no buscador.');
  await form.getByLabel('Título para buscadores').fill('Título curto para o Google');
  await form.getByLabel('Descrição para buscadores').fill('Uma descrição feita para o buscador.');
  await expect(preview).toContainText('Título curto para o Google');
  await expect(preview).toContainText('Uma descrição feita para o buscador.');
  const hide = form.getByRole('switch', { name: 'Ocultar dos buscadores' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Texto do post.');
  await form.getByLabel('Autor').fill('Dra. Helena Prado');
  await form.getByRole('button', { name: 'Criar Post' }).click();
  await expectToast(page, 'Post criado com sucesso!');

  const [post] = await query<{ slug: string }>('select slug from blog_posts where title = $1', [title]);
  await page.context().clearCookies();
  await page.goto(`/blog/${post!.slug}`);
  await expect(page).toHaveTitle('Título curto para o Google');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Uma descrição feita para o buscador.',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/blog/${post!.slug}<`);
});
