import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { query, unique } from '../helpers/database';
import { SITE_URL } from '../public-helpers';

// The public forms without the site's script (docs/forms.md, ADR 0012): the browser posts the form
// to its page, which answers with itself: the spec's messages at their fields and what was typed
// kept, or the spec's success text (and the WhatsApp step as a link).

let lastAddress = 0;
/** A browser without JavaScript, as its own visitor (per-address limits). */
async function withoutScript(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    javaScriptEnabled: false,
    locale: 'pt-BR',
    extraHTTPHeaders: { 'x-forwarded-for': `10.99.${process.pid & 255}.${++lastAddress}` },
  });
  return { context, page: await context.newPage() };
}

/** Submits the form and waits for the page that answers its post. */
async function submit(page: Page, button: string, status: number) {
  const [response] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(response.status()).toBe(status);
  await page.waitForLoadState();
  return response;
}

const contactForm = (page: Page, scope = 'main') =>
  page.locator(scope).getByRole('form', { name: 'Formulário de contato' });

test.describe('without JavaScript', () => {
  // A page that answers 400 or 429 is logged by the browser as a failed load.
  test.beforeEach(({ allowConsoleErrors }) =>
    allowConsoleErrors(
      /status of (400|429)/,
      'a refused form is answered with its page and the HTTP status of the refusal',
    ),
  );

  test('contact on /contato: the message for empty fields, the e-mail refused, what was typed kept, then sent', async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/contato');
    const form = contactForm(page);
    await submit(page, 'Enviar Mensagem', 400);
    await expect(page).toHaveURL(/\/contato$/);
    await expect(form.getByText('Por favor, preencha todos os campos')).toBeVisible();
    await expect(page.getByText('Por favor, preencha todos os campos')).toHaveCount(1);
    for (const label of ['Nome', 'E-mail', 'Mensagem']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expect(form.getByLabel('Nome')).toHaveAccessibleDescription('Por favor, preencha todos os campos');

    const id = unique();
    const typed = `Olá <b>"quero"</b> & </textarea> proposta ${id}`;
    await form.getByLabel('Nome').fill(`Cliente ${id}`);
    await form.getByLabel('E-mail').fill('cliente@');
    await form.getByLabel('Mensagem').fill(typed);
    await submit(page, 'Enviar Mensagem', 400);
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('E-mail inválido');
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form.getByLabel('Nome')).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Nome')).toHaveValue(`Cliente ${id}`);
    await expect(form.getByLabel('E-mail')).toHaveValue('cliente@');
    await expect(form.getByLabel('Mensagem')).toHaveValue(typed);
    await expect(page.getByText('Por favor, preencha todos os campos')).toHaveCount(0);

    await form.getByLabel('E-mail').fill(`cliente-${id}@example.com`);
    const response = await submit(page, 'Enviar Mensagem', 200);
    expect(response.headers()['cache-control']).toBe('no-store');
    await expect(form.getByRole('status')).toHaveText('Mensagem enviada com sucesso!');
    await expect(form.getByRole('status')).toBeFocused();
    await expect(form.getByLabel('Nome')).toHaveValue('');
    await expect(form.getByLabel('Mensagem')).toHaveValue('');
    expect(
      await query('select name, message from contact_messages where email = $1', [
        `cliente-${id}@example.com`,
      ]),
    ).toEqual([{ name: `Cliente ${id}`, message: typed }]);
    await context.close();
  });

  test("contact in the home's #contact section: sent, and the answer is the home page", async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/');
    const id = unique();
    const form = contactForm(page, '#contact');
    await form.getByLabel('Nome').fill(`Visitante ${id}`);
    await form.getByLabel('E-mail').fill(`home-${id}@example.com`);
    await form.getByLabel('Mensagem').fill('Mensagem enviada da página inicial.');
    await submit(page, 'Enviar Mensagem', 200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excelência em Advocacia Empresarial');
    await expect(contactForm(page, '#contact').getByRole('status')).toHaveText(
      'Mensagem enviada com sucesso!',
    );
    expect(
      await query('select 1 from contact_messages where email = $1', [`home-${id}@example.com`]),
    ).toHaveLength(1);
    await context.close();
  });

  test("consultation: each field's message, what was typed kept, then the success and the WhatsApp link", async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/consultation-request');
    const form = page.getByRole('form', { name: 'Solicitação de consulta' });
    const id = unique();
    await form.getByLabel('Nome').fill('A');
    await form.getByLabel('Empresa').fill(`Rocha & Filhos "${id}"`);
    await form.getByLabel('E-mail').fill(`consulta-${id}@example.com`);
    await form.getByLabel('Telefone').fill('(11) 9876');
    await form.getByLabel('Resumo do caso').fill('Curto');
    await submit(page, 'Solicitar Consulta', 400);
    await expect(form.getByLabel('Nome')).toHaveAccessibleDescription(
      'Nome deve ter pelo menos 2 caracteres',
    );
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expect(form.getByLabel('Telefone')).toHaveAccessibleDescription(
      'Telefone deve ter pelo menos 10 dígitos',
    );
    await expect(form.getByLabel('Resumo do caso')).toHaveAccessibleDescription(
      'Por favor, forneça um breve resumo do seu caso',
    );
    await expect(form.getByLabel('E-mail')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Nome deve ter pelo menos 2 caracteres')).toHaveCount(1);
    await expect(form.getByLabel('Empresa')).toHaveValue(`Rocha & Filhos "${id}"`);
    await expect(form.getByLabel('Telefone')).toHaveValue('(11) 9876');

    await form.getByLabel('Nome').fill(`Carla ${id}`);
    await form.getByLabel('Telefone').fill('(11) 98765-4321');
    await form.getByLabel('Resumo do caso').fill('Recebi uma citação em execução fiscal.');
    await submit(page, 'Solicitar Consulta', 200);
    await expect(form.getByRole('status')).toHaveText('Solicitação enviada com sucesso!');
    const chat = form.getByRole('link', { name: 'abra a conversa no WhatsApp do escritório' });
    const href = new URL((await chat.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5511900000000');
    expect(href.searchParams.get('text')).toContain(`Nome: Carla ${id}`);
    expect(href.searchParams.get('text')).toContain(`Empresa: Rocha & Filhos "${id}"`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(form.getByLabel('Nome')).toHaveValue('');
    expect(
      await query('select name, company_name from consultations where email = $1', [
        `consulta-${id}@example.com`,
      ]),
    ).toEqual([{ name: `Carla ${id}`, company_name: `Rocha & Filhos "${id}"` }]);
    await context.close();
  });

  test('a filled honeypot is refused, with what was typed kept and nothing stored', async ({ browser }) => {
    const { context, page } = await withoutScript(browser);
    await page.goto('/contato');
    const form = contactForm(page);
    const id = unique();
    await form.getByLabel('Nome').fill(`Robô ${id}`);
    await form.getByLabel('E-mail').fill(`robo-${id}@example.com`);
    await form.getByLabel('Mensagem').fill('Compre agora');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page, 'Enviar Mensagem', 400);
    await expect(form.getByRole('alert')).toHaveText(
      'Envio bloqueado: um campo oculto do formulário foi preenchido. Recarregue a página e tente novamente.',
    );
    await expect(form.getByLabel('Nome')).toHaveValue(`Robô ${id}`);
    await expect(page.locator('input[name="website"]')).toHaveValue('');
    expect(
      await query('select 1 from contact_messages where email = $1', [`robo-${id}@example.com`]),
    ).toEqual([]);
    await context.close();
  });

  test('past the per-address limit: 429 and a readable page that keeps what was typed', async ({
    browser,
  }) => {
    const { context, page } = await withoutScript(browser);
    // Five messages from this address (as the page's script sends them), then the form's sixth.
    for (let i = 1; i <= 5; i++) {
      const sent = await context.request.post('/api/contact', {
        data: { name: `Repetido ${i}`, email: 'repetido@example.com', message: 'Mensagem repetida' },
      });
      expect(sent.status()).toBe(200);
    }
    await page.goto('/contato');
    const form = contactForm(page);
    await form.getByLabel('Nome').fill('Repetido 6');
    await form.getByLabel('E-mail').fill('repetido@example.com');
    await form.getByLabel('Mensagem').fill('Mensagem repetida');
    const response = await submit(page, 'Enviar Mensagem', 429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(form.getByRole('alert')).toHaveText(
      'Muitos envios em pouco tempo. Aguarde 10 minutos e tente novamente.',
    );
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(form.getByLabel('Nome')).toHaveValue('Repetido 6');
    await context.close();
  });
});

test.describe('a plain post', () => {
  const plain = (body: string, headers: Record<string, string> = {}) => ({
    data: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

  test('is answered with the page, never cached, with the same security headers as the page', async ({
    request,
  }) => {
    const [answer, page] = await Promise.all([
      request.post('/consultation-request', plain('name=A&email=x&phone=1&case_summary=curto')),
      request.get('/consultation-request'),
    ]);
    expect(answer.status()).toBe(400);
    const headers = answer.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['cache-control']).toBe('no-store');
    for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'])
      expect(headers[name], name).toBe(page.headers()[name]);
    // An answer to one request: the policy of such answers, its nonce on every script of the page.
    const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const directives = (policy = '') => policy.split('; ').filter((part) => !part.startsWith('script-src'));
    expect(directives(headers['content-security-policy'])).toEqual(
      directives(page.headers()['content-security-policy']),
    );
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
    const html = await answer.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(html).toContain('Nome deve ter pelo menos 2 caracteres');
    expect(html).toContain('<h1');
  });

  test("from another site is refused (403), a body past the limit too (413): each with the form's failure", async ({
    request,
  }) => {
    const foreign = await request.post(
      '/contato',
      plain('name=Ana&email=ana%40example.com&message=Ol%C3%A1', { origin: 'https://ataque.example' }),
    );
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toContain('Erro ao enviar mensagem. Por favor, tente novamente.');

    const large = await request.post('/contato', plain(`name=Ana&message=${'x'.repeat(70 * 1024)}`));
    expect(large.status()).toBe(413);
    expect(await large.text()).toContain('Erro ao enviar mensagem. Por favor, tente novamente.');
  });
});

test('when the site’s script fails to load, the form still posts and the page answers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/_enhance\//, 'the test blocks the site’s script on purpose');
  await page.route('**/_enhance/**', (route) => route.abort());
  await page.goto('/consultation-request');
  const form = page.getByRole('form', { name: 'Solicitação de consulta' });
  const id = unique();
  await form.getByLabel('Nome').fill(`Bruno ${id}`);
  await form.getByLabel('E-mail').fill(`sem-script-${id}@example.com`);
  await form.getByLabel('Telefone').fill('11987654321');
  await form.getByLabel('Resumo do caso').fill('Revisão de contrato bancário.');
  await submit(page, 'Solicitar Consulta', 200);
  await expect(form.getByRole('status')).toHaveText('Solicitação enviada com sucesso!');
  await expect(form.getByRole('link', { name: 'abra a conversa no WhatsApp do escritório' })).toBeVisible();
  expect(
    await query('select 1 from consultations where email = $1', [`sem-script-${id}@example.com`]),
  ).toHaveLength(1);
});

test('the home answers a post with its own scripts allowed: no policy violation when the script is blocked', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/_enhance\//, 'the test blocks the site’s script on purpose');
  allowConsoleErrors(/status of 400/, 'a refused form is answered with its page and the status 400');
  await page.route('**/_enhance/**', (route) => route.abort());
  await page.goto('/');
  const form = contactForm(page, '#contact');
  await submit(page, 'Enviar Mensagem', 400);
  await expect(form.getByText('Por favor, preencha todos os campos')).toBeVisible();
  await expect(form.getByLabel('Nome')).toBeFocused();
  // The page's sections still show (a CSP violation would fail the test: fixtures.ts).
  await expect(page.getByRole('heading', { name: 'Nossa Atuação' }).first()).toBeVisible();
});
