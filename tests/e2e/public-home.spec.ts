import { expect, test } from '@playwright/test';
import { query, scrollThrough, SITE_URL } from './public-helpers';

test.describe('home page', () => {
  test('shows the sections of SPEC §2 in order, with the demo content', async ({ page }) => {
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

  test("most requested services: six by monthly count, each '{count}/mês'", async ({ page }) => {
    const top = await query<{ title: string; monthly_count: number }>(
      'select title, monthly_count from most_requested_services order by monthly_count desc limit 6',
    );
    await page.goto('/');
    const section = page.locator('#servicos-mais-procurados');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(top.map((row) => row.title));
    for (const [i, row] of top.entries())
      await expect(items.nth(i)).toContainText(`${row.monthly_count}/mês`);
  });

  test('success cases, testimonials (three columns, stars) and client logos (oldest first)', async ({
    page,
  }) => {
    await page.goto('/');
    await scrollThrough(page);
    const cases = page.locator('#casos-de-sucesso article');
    await expect(cases).toHaveCount(4);
    await expect(cases.first()).toContainText('Resultado:');

    const testimonials = page.getByTestId('testimonials-grid').getByRole('listitem');
    await expect(testimonials).toHaveCount(5);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => testimonials.nth(i).boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.y).toBe(boxes[2]!.y);
    expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y);
    await expect(page.getByRole('img', { name: 'Nota 4,5 de 5' }).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Nota 4,5 de 5' }).first().locator('[data-star="half"]'),
    ).toHaveCount(1);
    await expect(
      page.getByRole('img', { name: 'Nota 4,5 de 5' }).first().locator('[data-star="full"]'),
    ).toHaveCount(4);
    await expect(page.getByRole('img', { name: 'Nota 5,0 de 5' }).first()).toBeVisible();

    const clients = await query<{ client_name: string }>(
      'select client_name from client_logos where active order by created_at asc',
    );
    const logos = page.locator('#clientes img');
    await expect(logos).toHaveCount(clients.length);
    for (const [i, client] of clients.entries())
      await expect(logos.nth(i)).toHaveAttribute('alt', client.client_name);
    await logos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => logos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the tips carousel autoplays every 5 s, loops, pauses on hover and is keyboard operable', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Carrossel de dicas' });
    // Admin specs may have added tips to the demo content: count what is active now.
    const [{ total }] = (await query<{ total: number }>(
      'select count(*)::int as total from tips where active',
    )) as [{ total: number }];
    const current = (n: number) => carousel.getByRole('group', { name: `${n} de ${total}` });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(current(1)).toBeVisible();
    // Autoplay: the next tip after about 5 seconds, not before.
    await page.waitForTimeout(4_000);
    await expect(current(1)).toBeVisible();
    await expect(current(2)).toBeVisible({ timeout: 3_000 });

    // Hover pauses it.
    await carousel.hover();
    await page.waitForTimeout(6_500);
    await expect(current(2)).toBeVisible();
    // Leaving resumes it.
    await page.mouse.move(0, 0);
    await expect(current(3)).toBeVisible({ timeout: 7_000 });

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
    await page.waitForTimeout(6_000);
    await expect(current(2)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Retomar rotação automática' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Retomar rotação automática' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(current(3)).toBeVisible({ timeout: 7_000 });
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
});
