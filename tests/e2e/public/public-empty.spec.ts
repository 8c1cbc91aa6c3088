import { expect, test, toast, toasts } from '../fixtures';
import { E2E_PORT } from '../../../playwright.config';
import { PUBLIC_PAGES, seriousViolations, startServer } from '../public-helpers';

// Alone (fixtures.ts): servers of its own.
test.use({ alone: true });

// A second server on an empty database (DEMO_CONTENT=false): the public empty states.
const server = startServerLazily();

function startServerLazily() {
  let instance: ReturnType<typeof startServer> | undefined;
  return {
    get: () => instance!,
    start: () =>
      (instance = startServer({
        port: E2E_PORT + 50,
        dataDir: `${process.env.TEST_DATA_DIR || '.test-data'}/e2e-empty`,
        env: { DEMO_CONTENT: 'false', ADMIN_EMAIL: 'vazio@tribuna.test', ADMIN_PASSWORD: 'senha-vazia' },
      })),
  };
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  await server.start().ready();
});

test.afterAll(async () => {
  await server.get()?.stop();
});

test('the home without content: no tips, testimonials, logos or success cases; the empty services alert', async ({
  page,
}) => {
  await page.goto(`${server.get().url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excelência em Advocacia Empresarial');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Recebeu uma notificação de execução fiscal?',
    'Nossa Atuação',
    'Serviços Mais Procurados',
    'Entre em Contato',
  ]);
  await expect(page.locator('#servicos-mais-procurados').getByRole('alert')).toHaveText(
    'Nenhum serviço cadastrado',
  );
  await expect(page.getByRole('region', { name: 'Carrossel de dicas' })).toHaveCount(0);
  await expect(page.getByTestId('hero-background')).toHaveCount(0);
  // No logo and no firm name yet: the home link says where it goes; no social links.
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Página inicial');
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Redes sociais' })).toHaveCount(0);
  await expect(page).toHaveTitle('Excelência em Advocacia Empresarial');
  // No toast: empty is not an error.
  await expect(toasts(page)).toHaveCount(0);
});

test('a new site with DEMO_CONTENT=false shows no phone, e-mail, address or WhatsApp link', async ({
  page,
}) => {
  for (const path of ['/', '/contato', '/consultation-request', '/apresentacao']) {
    await page.goto(`${server.get().url}${path}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Links rápidos' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Contato' }), path).toHaveCount(0);
    await expect(footer.locator('address'), path).toHaveCount(0);
    await expect(footer, path).not.toContainText(/CNPJ|OAB|Telefone|E-mail|Endereço|DPO/);
    // The share buttons of /apresentacao (mailto:?…, wa.me/?text=…) name no address or number.
    await expect(
      page.locator('a[href^="tel:"], a[href^="mailto:"]:not([href^="mailto:?"])'),
      path,
    ).toHaveCount(0);
    await expect(page.locator('a[href*="wa.me/"]:not([href*="wa.me/?"])'), path).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Fale conosco pelo WhatsApp (abre em nova aba)' }),
      path,
    ).toHaveCount(0);
    // Nor in the structured data.
    for (const script of await page.locator('script[type="application/ld+json"]').allTextContents())
      for (const key of ['telephone', 'email', 'address', 'taxID'])
        expect(JSON.parse(script) as object, path).not.toHaveProperty(key);
  }
  await expect(page.getByText('abrimos a conversa com o escritório no WhatsApp')).toHaveCount(0);
  // Nor a firm name in the sign-in pages' titles.
  await page.goto(`${server.get().url}/login`);
  await expect(page).toHaveTitle('Login Administrativo');
});

test('without a WhatsApp number a consultation is saved and confirmed, and no chat opens', async ({
  page,
  context,
}) => {
  let chats = 0;
  context.on('page', () => chats++);
  await page.goto(`${server.get().url}/consultation-request`);
  const form = page.getByRole('form', { name: 'Solicitação de consulta' });
  await form.getByLabel('Nome').fill('Eva Martins');
  await form.getByLabel('E-mail').fill('eva@example.com');
  await form.getByLabel('Telefone').fill('(11) 98765-4321');
  await form.getByLabel('Resumo do caso').fill('Dúvida sobre um contrato de locação comercial.');
  await form.getByRole('button', { name: 'Solicitar Consulta' }).click();
  await expect(toast(page, 'Solicitação enviada com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Nome')).toHaveValue('');
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
  expect(chats).toBe(0);
});

test("/blog says 'Nenhum artigo disponível no momento.'; /apresentacao has no office photos", async ({
  page,
}) => {
  await page.goto(`${server.get().url}/blog`);
  await expect(page.getByText('Nenhum artigo disponível no momento.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);

  await page.goto(`${server.get().url}/apresentacao`);
  await expect(page.getByText('Nenhuma foto do escritório disponível no momento.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fotos: Nosso escritório' })).toHaveCount(0);
});

test('every public page answers 200 and has no serious accessibility violation when empty', async ({
  page,
}) => {
  for (const { path } of PUBLIC_PAGES) {
    const response = await page.goto(`${server.get().url}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
