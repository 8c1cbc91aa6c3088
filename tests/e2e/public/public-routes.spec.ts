import { E2E_ADMIN } from '../../../playwright.config';
import { expect, signIn, test } from '../fixtures';
import { createBlogPost } from '../helpers/content';
import { PUBLIC_POST, query, unique } from '../helpers/database';
import { structuredData } from '../helpers/structured-data';
import { PUBLIC_PAGES, SITE_URL } from '../public-helpers';

// This spec's own posts: one published through the admin screen, one inactive.
const post = { slug: '', title: `Planejamento sucessório ${unique()}`, author: 'Dra. Helena Prado' };
let inactiveId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await createBlogPost(page, post.title);
  await page.close();
  [{ slug: post.slug }] = (await query<{ slug: string }>('select slug from blog_posts where title = $1', [
    post.title,
  ])) as [{ slug: string }];
  // An inactive post is never shown; nothing cached refers to it, so it can be written directly.
  [{ id: inactiveId }] = (await query<{ id: string }>(
    `insert into blog_posts (title, summary, content, author, active)
     values ($1, 'Resumo', '{"type":"doc","content":[]}', 'Autor', false) returning id`,
    [`Rascunho ${unique()}`],
  )) as [{ id: string }];
});

test.describe('public routes', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} answers 200 with its content in the server-rendered HTML`, async ({ request, page }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // React separates adjacent texts with empty comments.
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toContain('<html lang="pt-BR"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // Header and footer come with every page.
      expect(html).toContain('Apresentação');
      expect(html).toContain('CNPJ: 11.222.333/0001-81');

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('/agendar-consulta serves the booking flow (issue 23), starting with the area', async ({ page }) => {
    await page.goto('/agendar-consulta');
    await expect(page.getByRole('heading', { name: '1. Área' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Advocacia Tributária' })).toBeVisible();
  });

  test('/consultation-request serves the consultation form', async ({ page }) => {
    for (const path of ['/consultation-request']) {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Solicitação de consulta' });
      await expect(form.getByLabel('Nome')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Solicitar Consulta' })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL(`${SITE_URL}/`);
    }
  });

  test('/stats shows nothing: visitors go to /login, administrators to /admin/stats', async ({
    request,
    adminPage,
  }) => {
    const visitor = await request.get('/stats', { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers()['location']).toBe('/login');
    expect(await visitor.text()).toBe('');

    const admin = await adminPage.request.get('/stats', { maxRedirects: 0 });
    expect(admin.status()).toBe(307);
    expect(admin.headers()['location']).toBe('/admin/stats');
  });

  test('the sign-in page links home with a full page load, never a client navigation', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link').click();
    await expect(page).toHaveURL(`${SITE_URL}/`);
    // The document is the public page's own (plain HTML and its small script), not React's render.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(
      `${SITE_URL}/`,
    );
    await expect(page.locator('script[src^="/_enhance/"]')).toHaveCount(1);
  });

  test('unknown paths answer 404 with a Portuguese page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/, 'the spec has unknown paths answer 404; the browser logs the status');
    const response = await page.goto('/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/`);
  });

  test("unknown and inactive blog posts answer 404 'Artigo não encontrado.' with a back button", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/, 'the spec has unknown posts answer 404; the browser logs the status');
    const [inactive] = await query<{ slug: string }>('select slug from blog_posts where id = $1', [
      inactiveId,
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id', inactiveId, inactive!.slug]) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado.' })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Voltar para o blog' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/blog`);
  });

  test('each page has its own title, description, canonical URL and Open Graph tags', async ({ page }) => {
    const pages = [
      { path: '/', title: 'Tribuna Advocacia Empresarial | Excelência em Advocacia Empresarial' },
      { path: '/servicos', title: 'Nossa Atuação | Tribuna Advocacia Empresarial' },
      { path: '/blog', title: 'Blog | Tribuna Advocacia Empresarial' },
      { path: `/blog/${post.slug}`, title: `${post.title} | Tribuna Advocacia Empresarial` },
      { path: '/contato', title: 'Contato | Tribuna Advocacia Empresarial' },
    ];
    const descriptions = new Set<string>();
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      descriptions.add(description!);
      const canonical = `${SITE_URL}${path === '/' ? '' : path}`;
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`^${canonical}/?$`),
      );
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(
        new RegExp(`^${canonical}/?$`),
      );
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('pt_BR');
    }
    expect(descriptions.size).toBe(pages.length);
  });

  test('the home has LegalService and posts have BlogPosting structured data', async ({ page }) => {
    await page.goto('/');
    const home = await structuredData(page, 'LegalService');
    expect(home).toMatchObject({
      '@type': 'LegalService',
      name: 'Tribuna Advocacia Empresarial',
      telephone: '(11) 0000-0000',
      taxID: '11.222.333/0001-81',
      url: `${SITE_URL}/`,
      address: { streetAddress: 'Endereço de demonstração, 100, São Paulo - SP' },
    });

    await page.goto(`/blog/${post.slug}`);
    const article = await structuredData(page, 'BlogPosting');
    expect(article).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      author: { name: post.author },
      url: `${SITE_URL}/blog/${post.slug}`,
      wordCount: 4,
      timeRequired: 'PT1M',
    });
  });

  test('sitemap.xml lists the public routes and active posts, robots.txt keeps crawlers out of admin', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    const posts = await query<{ slug: string; listed: boolean }>(
      `select slug, ${PUBLIC_POST} and not noindex as listed from blog_posts`,
    );
    for (const post of posts) {
      expect(sitemap.includes(`<loc>${SITE_URL}/blog/${post.slug}</loc>`)).toBe(post.listed);
    }
    expect(sitemap).not.toContain('/admin');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
