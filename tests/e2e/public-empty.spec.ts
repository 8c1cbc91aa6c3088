import { expect, test } from './fixtures';
import { E2E_PORT } from '../../playwright.config';
import { PUBLIC_PAGES, seriousViolations, startServer } from './public-helpers';

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
  // No logo: the firm's name; no social links; the footer still has the firm's details.
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText(
    'Tribuna Advocacia Empresarial',
  );
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Redes sociais' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('CNPJ: 12.345.678/0001-90');
  // No toast: empty is not an error.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
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
