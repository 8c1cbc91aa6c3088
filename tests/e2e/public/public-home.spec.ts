import { E2E_ADMIN } from '../../../playwright.config';
import { expect, signIn, test } from '../fixtures';
import {
  createClientLogo,
  createMostRequestedService,
  createSuccessCase,
  createTestimonial,
  createTip,
  uploadBackground,
  uploadLogo,
} from '../helpers/content';
import { query, unique } from '../helpers/database';

// Alone (fixtures.ts): it changes the site's logo and background, and orders what every spec adds.
test.use({ alone: true });
import { scrollThrough, SITE_URL } from '../public-helpers';

// The home page with content this spec makes itself (through the admin screens), beside whatever
// else is there: every section has at least one entry, and the items checked are its own.
const id = unique();
const mine = {
  service: `Serviço campeão ${id}`,
  successCase: `Caso da casa ${id}`,
  /** Four testimonials, so the grid shows a second row; two with known ratings. */
  testimonials: [
    { name: `Cliente meia ${id}`, rating: '4.5' },
    { name: `Cliente cinco ${id}`, rating: '5' },
    { name: `Cliente três ${id}`, rating: '3' },
    { name: `Cliente quatro ${id}`, rating: '4' },
  ],
  tips: [1, 2, 3].map((n) => `Dica ${n} ${id}`),
  client: `Cliente logo ${id}`,
};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // Far above any other count, so it is the first of the six.
  await createMostRequestedService(page, mine.service, 999_999);
  await createSuccessCase(page, mine.successCase);
  for (const { name, rating } of mine.testimonials) await createTestimonial(page, name, { rating });
  for (const title of mine.tips) await createTip(page, title);
  await createClientLogo(page, mine.client);
  await uploadBackground(page, `Fundo ${id}`);
  await uploadLogo(page);
  await page.close();
});

test.describe('home page', () => {
  test('shows the sections of SPEC §2 in order', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Tribuna Advocacia Empresarial | Excelência em Advocacia Empresarial');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Recebeu uma notificação de execução fiscal?',
      'Nossa Atuação',
      'Serviços Mais Procurados',
      'Casos de Sucesso',
      'Dicas Úteis',
      'Depoimentos',
      'Nossos Clientes',
      'Entre em Contato',
    ]);
    await expect(page.locator('section#services')).toContainText('Nossa Atuação');
    await expect(page.locator('#services').getByRole('link')).toHaveText([
      'Advocacia Empresarial',
      'Advocacia Tributária',
      'Recuperação Judicial',
      'Direito das Sucessões',
      'Direito Imobiliário',
      'Direito do Consumidor',
    ]);
    await expect(page.locator('#contact').getByRole('form', { name: 'Formulário de contato' })).toBeVisible();
  });

  test('the hero: heading, text, newest active background, and its two buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excelência em Advocacia Empresarial');
    await expect(
      page
        .locator('section[aria-labelledby="hero-title"]')
        .getByText(
          'Soluções jurídicas personalizadas para o seu negócio, com foco em resultados e atendimento de excelência.',
        ),
    ).toBeVisible();
    const [background] = await query<{ url: string }>(
      'select url from background_images where active order by created_at desc limit 1',
    );
    await expect(page.getByTestId('hero-background')).toHaveAttribute(
      'src',
      new RegExp(encodeURIComponent(background!.url)),
    );

    // 'Fale Conosco' scrolls smoothly to #contact and navigates nowhere.
    const contact = page.locator('#contact');
    await expect(contact).not.toBeInViewport();
    await page.getByRole('button', { name: 'Fale Conosco' }).click();
    await expect(contact).toBeInViewport();
    expect(page.url()).toBe(`${SITE_URL}/`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Agende uma Consulta' }).first().click();
    await expect(page).toHaveURL(`${SITE_URL}/consultation-request`);
  });

  test("most requested services: at most six by monthly count, each '{count}/mês'", async ({ page }) => {
    const top = await query<{ title: string; monthly_count: number }>(
      'select title, monthly_count from most_requested_services order by monthly_count desc limit 6',
    );
    expect(top[0]!.title).toBe(mine.service);
    await page.goto('/');
    const section = page.locator('#servicos-mais-procurados');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(top.length);
    await expect(items.first()).toContainText('999999/mês');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(top.map((row) => row.title));
    for (const [i, row] of top.entries())
      await expect(items.nth(i)).toContainText(`${row.monthly_count}/mês`);
  });

  test('success cases, testimonials (three columns, stars) and client logos (oldest first)', async ({
    page,
  }) => {
    const [counts] = await query<{ cases: number; testimonials: number }>(
      `select (select count(*)::int from success_cases where active) as cases,
              (select count(*)::int from testimonials where active) as testimonials`,
    );
    await page.goto('/');
    await scrollThrough(page);
    const cases = page.locator('#casos-de-sucesso article');
    await expect(cases).toHaveCount(counts!.cases);
    await expect(cases.filter({ hasText: mine.successCase })).toContainText(
      'Resultado: Plano aprovado com 90% dos credores.',
    );

    const testimonials = page.getByTestId('testimonials-grid').getByRole('listitem');
    await expect(testimonials).toHaveCount(counts!.testimonials);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => testimonials.nth(i).boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.y).toBe(boxes[2]!.y);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
    const testimonial = (name: string) => testimonials.filter({ hasText: name });
    const half = testimonial(mine.testimonials[0]!.name).getByRole('img', { name: 'Nota 4,5 de 5' });
    await expect(half).toBeVisible();
    await expect(half.locator('[data-star="half"]')).toHaveCount(1);
    await expect(half.locator('[data-star="full"]')).toHaveCount(4);
    await expect(
      testimonial(mine.testimonials[1]!.name).getByRole('img', { name: 'Nota 5,0 de 5' }),
    ).toBeVisible();

    const clients = await query<{ client_name: string }>(
      'select client_name from client_logos where active order by created_at asc',
    );
    const logos = page.locator('#clientes img');
    await expect(logos).toHaveCount(clients.length);
    for (const [i, client] of clients.entries())
      await expect(logos.nth(i)).toHaveAttribute('alt', client.client_name);
    const logo = page.locator('#clientes').getByRole('img', { name: mine.client });
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the tips carousel autoplays every 5 s, loops, pauses on hover and is keyboard operable', async ({
    page,
  }) => {
    // The page's clock: the test moves time on itself instead of waiting for it.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Carrossel de dicas' });
    const [{ total }] = (await query<{ total: number }>(
      'select count(*)::int as total from tips where active',
    )) as [{ total: number }];
    const current = (n: number) => carousel.getByRole('group', { name: `${n} de ${total}` });
    await carousel.scrollIntoViewIfNeeded();
    // Hovering and leaving again shows the page is hydrated, and (re)starts the autoplay now.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await expect(current(1)).toBeVisible();
    // Autoplay: the next tip after 5 seconds, not before.
    await page.clock.runFor(4_500);
    await expect(current(1)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(current(2)).toBeVisible();

    // Hover pauses it.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(6_500);
    await expect(current(2)).toBeVisible();
    // Leaving resumes it.
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(5_500);
    await expect(current(3)).toBeVisible();

    // Keyboard: the buttons and the arrow keys; it loops both ways; interaction stops autoplay.
    await carousel.getByRole('button', { name: `Ir para ${total} de ${total}` }).click();
    await expect(current(total)).toBeVisible();
    await carousel.getByRole('button', { name: 'Próximo' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(1)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(current(total)).toBeVisible();
    await carousel.getByRole('button', { name: `Ir para 2 de ${total}` }).click();
    await expect(current(2)).toBeVisible();
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    await page.clock.runFor(6_000);
    await expect(current(2)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Retomar rotação automática' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Retomar rotação automática' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(5_500);
    await expect(current(3)).toBeVisible();
  });

  test('the carousel pause button stops and resumes it, swapping its icon; a swipe moves one tip', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Carrossel de dicas' });
    const current = (n: number) => carousel.getByRole('group', { name: new RegExp(`^${n} de \\d+$`) });
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByRole('button', { name: 'Pausar rotação automática' });
    await expect(pause.locator('use')).toHaveAttribute('href', /#pause$/);
    await pause.click();
    const resume = carousel.getByRole('button', { name: 'Retomar rotação automática' });
    await expect(resume.locator('use')).toHaveAttribute('href', /#play$/);
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(6_000);
    await expect(current(1)).toBeVisible();
    await expect(carousel.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    // A swipe to the left shows the next tip, to the right the previous one.
    const swipe = async (from: number, to: number) => {
      await carousel.dispatchEvent('touchstart', {
        touches: [{ identifier: 1, clientX: from, clientY: 10 }],
      });
      await carousel.dispatchEvent('touchend', {
        changedTouches: [{ identifier: 1, clientX: to, clientY: 10 }],
      });
    };
    await swipe(300, 200);
    await expect(current(2)).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Ir para 2 de/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await swipe(200, 300);
    await expect(current(1)).toBeVisible();
    // A short move is no swipe.
    await swipe(200, 180);
    await expect(current(1)).toBeVisible();

    await resume.click();
    await expect(pause.locator('use')).toHaveAttribute('href', /#pause$/);
  });

  test('header: active logo, navigation; footer: firm details, social icons, quick links', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'Tribuna Advocacia Empresarial' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')).toHaveText([
      'Apresentação',
      'Atuação',
      'Blog',
      'Contrate',
      'Contato',
      'Login',
    ]);

    // The demo's firm details: clearly fictitious.
    const footer = page.getByRole('contentinfo');
    for (const text of [
      '(11) 0000-0000',
      'contato@tribuna.example',
      'Endereço de demonstração, 100, São Paulo - SP',
      'CNPJ: 11.222.333/0001-81',
      'OAB/SP 00.000 (demonstração)',
      'Encarregado de dados (DPO): Encarregado de demonstração, privacidade@tribuna.example',
    ]) {
      await expect(footer).toContainText(text);
    }
    // Active links of recognised platforms only (the demo's TikTok link is ignored).
    const social = footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link');
    await expect(social).toHaveCount(3);
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/tribunaadvocaciaempresarial',
    );
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /tiktok/i })).toHaveCount(0);

    const quick = footer.getByRole('navigation', { name: 'Links rápidos' }).getByRole('link');
    await expect(quick).toHaveText(['Apresentação', 'Atuação', 'Blog', 'Contato']);
    await quick.nth(2).click();
    await expect(page).toHaveURL(`${SITE_URL}/blog`);
  });

  test("the floating WhatsApp button opens the firm's chat in a new tab", async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto('/');
    const button = page.getByRole('link', { name: /WhatsApp/ }).last();
    await expect(button).toHaveAttribute('href', 'https://wa.me/5511900000000');
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    expect(popup.url()).toBe('https://wa.me/5511900000000');
    expect(page.url()).toBe(`${SITE_URL}/`);
  });

  test('on a small screen the navigation is in a right-side drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(390, 0);
    expect(box.x).toBeGreaterThan(50);
    await expect(drawer.getByRole('link')).toHaveText([
      'Apresentação',
      'Atuação',
      'Blog',
      'Contrate',
      'Contato',
      'Login',
    ]);

    // Focus stays inside; Escape closes and gives focus back to the menu button.
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await drawer.getByRole('link', { name: 'Contrate' }).click();
    await expect(page).toHaveURL(`${SITE_URL}/contratar-servicos`);
    await expect(drawer).toBeHidden();
  });

  test('the drawer closes on its button, on a link and on the backdrop; Shift+Tab wraps inside', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Abrir menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await open.click();
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();

    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();

    // The backdrop: the dimmed page left of the drawer.
    await open.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // A click inside the panel, off its links, leaves it open.
    await open.click();
    const box = (await drawer.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
    await expect(drawer).toBeVisible();
  });
});
