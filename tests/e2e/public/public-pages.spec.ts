import { E2E_ADMIN } from '../../../playwright.config';
import { expect, signIn, test, toast, toasts } from '../fixtures';
import { createBlogPost, uploadOfficePhoto } from '../helpers/content';
import { PUBLIC_POST, query, unique } from '../helpers/database';
import { scrollThrough, SITE_URL } from '../public-helpers';

// This spec's own content, beside whatever else is there: three posts (a full row of the blog
// grid) and an office photo.
const id = unique();
const myPosts = [1, 2, 3].map((n) => `Artigo ${n} ${id}`);
const officePhoto = `Sala de reuniões ${id}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const title of myPosts) await createBlogPost(page, title);
  await uploadOfficePhoto(page, officePhoto);
  await page.close();
});

test.describe('/apresentacao', () => {
  test('description, share links in new tabs and the office gallery', async ({ page }) => {
    await page.goto('/apresentacao');
    await expect(page.getByRole('heading', { level: 2, name: 'Quem somos' })).toBeVisible();
    const share = page.getByRole('list', { name: 'Compartilhar' });
    const url = encodeURIComponent(`${SITE_URL}/apresentacao`);
    for (const [name, href] of [
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ['Twitter', `https://twitter.com/intent/tweet?url=${url}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
      ['WhatsApp', 'https://wa.me/?text='],
      ['e-mail', 'mailto:?subject='],
    ]) {
      const link = share.getByRole('link', { name: new RegExp(name!, 'i') });
      await expect(link).toHaveAttribute('href', new RegExp(`^${href!.replace(/[?.]/g, '\\$&')}`));
      await expect(link).toHaveAttribute('target', '_blank');
    }

    const photos = await query<{ title: string }>(
      "select title from photos where type = 'office' order by created_at desc limit 8",
    );
    const gallery = page.getByRole('list', { name: 'Fotos: Nosso escritório' });
    await scrollThrough(page);
    await expect(gallery.getByRole('listitem')).toHaveCount(photos.length);
    await expect(gallery.locator('figcaption').first()).toContainText(photos[0]!.title);
    await expect(gallery.getByRole('img', { name: officePhoto })).toBeVisible();
    // Read-only: no controls in the gallery.
    await expect(gallery.getByRole('button')).toHaveCount(0);
  });

  test('the share links open in a new tab', async ({ page, context }) => {
    await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ body: 'LinkedIn' }));
    await page.goto('/apresentacao');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Compartilhar no LinkedIn/ }).click(),
    ]);
    expect(popup.url()).toContain('https://www.linkedin.com/sharing/share-offsite/');
  });

  test("'Copiar link' copies the page address, or says it could not", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      /\[share\] copy failed: Error: denied/,
      'the test makes the clipboard refuse the copy',
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/apresentacao');
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(toast(page, 'Link copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/apresentacao`);

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(toast(page, 'Erro ao compartilhar conteúdo')).toBeVisible();
  });
});

test.describe('/servicos and the service pages', () => {
  test("/servicos: 'Nossa Atuação', six cards in 1, 2 or 3 columns, breadcrumb 'Início' > 'Serviços'", async ({
    page,
  }) => {
    await page.goto('/servicos');
    await expect(
      page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('listitem'),
    ).toHaveText(['Início', 'Serviços']);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    const columns = async () => {
      const ys = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!.y));
      return new Set(ys).size === 1 ? 3 : ys[0] === ys[1] ? 2 : 1;
    };
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await columns()).toBe(1);
  });

  test("each service page: breadcrumb 'Início' > 'Atuação' > page, bullet list, back home, opens at the top", async ({
    page,
  }) => {
    await page.goto('/servicos');
    for (const title of [
      'Advocacia Empresarial',
      'Advocacia Tributária',
      'Recuperação Judicial',
      'Direito das Sucessões',
      'Direito Imobiliário',
      'Direito do Consumidor',
    ]) {
      await page.goto('/servicos');
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(crumbs.getByRole('listitem')).toHaveText(['Início', 'Atuação', title]);
      await expect(crumbs.getByRole('link', { name: 'Atuação' })).toHaveAttribute('href', '/servicos');
      expect(
        await page.getByRole('main').getByRole('list').last().getByRole('listitem').count(),
      ).toBeGreaterThan(3);
    }
    await page.getByRole('link', { name: 'Voltar para o Início' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/`);
  });
});

test('/contratar-servicos: three cards to /contato and the call to /agendar-consulta', async ({ page }) => {
  await page.goto('/contratar-servicos');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Assessoria Jurídica Anual',
    'Contrato por Área',
    'Demanda Específica',
  ]);
  for (let i = 0; i < 3; i++)
    await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', '/contato');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(`${SITE_URL}/contato`);
  await page.goBack();
  await page.getByRole('link', { name: 'Agendar consulta' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/agendar-consulta`);
});

test.describe('blog', () => {
  // Alone (fixtures.ts): the newest posts of the whole site, which other specs publish.
  test.use({ alone: true });

  test('lists active posts, newest first, in a three-column grid (12 a page)', async ({ page }) => {
    const posts = await query<{ slug: string; title: string }>(
      `select slug, title from blog_posts where ${PUBLIC_POST} order by published_at desc, id desc limit 12`,
    );
    await page.goto('/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.map((post) => post.title));
    const ys = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!.y));
    expect(new Set(ys).size).toBe(1);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(`${SITE_URL}/blog/${posts[0]!.slug}`);
    // This spec's posts among them, newest first (other specs may have published since beforeAll).
    const mine = posts.map((post) => post.title).filter((title) => myPosts.includes(title));
    expect(mine).toEqual([...myPosts].reverse());
  });

  test('a post shows its paragraphs and a back button to /blog', async ({ page }) => {
    const [post] = await query<{ slug: string; title: string; content_text: string; author: string }>(
      'select slug, title, content_text, author from blog_posts where title = $1',
      [myPosts[0]],
    );
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article).toContainText(post!.author);
    const lines = post!.content_text.split('\n').filter((line) => line.trim());
    for (const line of lines) await expect(article.getByText(line, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o blog' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/blog`);
  });
});

test('every route change, client-side navigation included, records a visit', async ({ browser }) => {
  // A browser's user agent (known bots are not counted), marked to find this test's visits.
  const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 E2E-visits-${Date.now()}`;
  const context = await browser.newContext({ userAgent: agent });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/blog`);
  await page.getByRole('banner').getByRole('link', { name: 'Apresentação' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/apresentacao`);
  await expect
    .poll(async () =>
      (
        await query<{ page_path: string }>(
          'select page_path from page_visits where user_agent = $1 order by id',
          [agent],
        )
      ).map((row) => row.page_path),
    )
    .toEqual(['', 'blog', 'apresentacao']);
  // No cookie is set for it.
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test('a visit that cannot be recorded is only logged: the visitor sees nothing of it', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /\[visits\] not recorded|status of 500/,
    'SPEC: "Every route change records a visit. Failure is only logged."',
  );
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/visits', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => logged).toContain('[visits] not recorded (HTTP 500)');
  await expect(toasts(page)).toHaveCount(0);
});
