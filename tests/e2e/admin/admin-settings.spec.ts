import { expect, signIn, test, toast } from '../fixtures';
import { E2E_PORT } from '../../../playwright.config';
import { startServer } from '../public-helpers';

// Alone (fixtures.ts): the firm's details and social links every page shows.
test.use({ alone: true });

// /admin/configuracoes on a new, empty site (DEMO_CONTENT=false, its own server): the banners,
// saving the firm's details, and the public pages showing them at once.
const ADMIN = { email: 'config@tribuna.test', password: 'senha-config' };
let server: ReturnType<typeof startServer>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = startServer({
    port: E2E_PORT + 51,
    dataDir: `${process.env.TEST_DATA_DIR || '.test-data'}/e2e-settings`,
    env: { DEMO_CONTENT: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: '' },
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
});

test('every admin page asks for the firm details and says e-mail is not configured', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, server.url);
  for (const path of ['/admin/noticias', '/admin/depoimentos']) {
    await page.goto(`${server.url}${path}`);
    const banner = page.getByRole('link', { name: 'Complete os dados do escritório' });
    await expect(banner, path).toHaveAttribute('href', '/admin/configuracoes');
    await expect(
      page.getByText(/^E-mail não configurado: as notificações ficam na caixa de saída/),
    ).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: 'Administração' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  await expect(page).toHaveURL(`${server.url}/admin/configuracoes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do Escritório' })).toBeVisible();
});

test('after the settings are saved, the footer and the chat button show them', async ({ page, context }) => {
  await signIn(page, ADMIN.email, ADMIN.password, server.url);
  await page.goto(`${server.url}/admin/configuracoes`);
  const form = page.getByRole('region', { name: 'Dados do escritório' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const names: [string, string][] = [
    ['Nome do escritório', 'firm_name'],
    ['Registro na OAB', 'oab_registration'],
    ['CNPJ', 'cnpj'],
    ['Telefone', 'phone'],
    ['WhatsApp', 'whatsapp_number'],
    ['E-mail de contato', 'email'],
    ['E-mails que recebem as solicitações', 'notification_emails'],
    ['Endereço', 'address'],
    ['Encarregado de dados (DPO)', 'dpo_name'],
    ['E-mail do encarregado', 'dpo_email'],
  ];
  for (const [label, name] of names) await expect(field(label)).toHaveAttribute('name', name);

  await field('Nome do escritório').fill('Moura & Reis Advogados');
  await field('Registro na OAB').fill('OAB/PR 12.345');
  await field('CNPJ').fill('11.222.333/0001-82');
  await field('Telefone').fill('(41) 3333-4444');
  await field('WhatsApp').fill('(41) 99876-5432');
  await field('E-mail de contato').fill('contato@mourareis.example');
  await field('E-mails que recebem as solicitações').fill('ana@mourareis.example, bia@mourareis.example');
  await field('Endereço').fill('Rua XV de Novembro, 500, Curitiba - PR');
  await field('Encarregado de dados (DPO)').fill('Bia Reis');
  await field('E-mail do encarregado').fill('dpo@mourareis.example');
  const save = form.getByRole('button', { name: 'Salvar Configurações' });
  await save.click();
  // The check digits are wrong: refused at the field, in the browser and on the server alike.
  await expect(form.getByText('CNPJ inválido')).toBeVisible();
  await field('CNPJ').fill('11222333000181');
  await save.click();
  await expect(toast(page, 'Configurações salvas com sucesso!')).toBeVisible();
  // Stored as entered, normalised: the CNPJ formatted, the WhatsApp as a number with the country code.
  await expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(field('WhatsApp')).toHaveValue('+55 (41) 99876-5432');
  await expect(page.getByRole('link', { name: 'Complete os dados do escritório' })).toHaveCount(0);

  await page.goto(`${server.url}/`);
  await expect(page).toHaveTitle('Moura & Reis Advogados | Excelência em Advocacia Empresarial');
  const footer = page.getByRole('contentinfo');
  for (const text of [
    'Moura & Reis Advogados',
    '(41) 3333-4444',
    'contato@mourareis.example',
    'Rua XV de Novembro, 500, Curitiba - PR',
    'CNPJ: 11.222.333/0001-81',
    'Registro na OAB: OAB/PR 12.345',
    'Encarregado de dados (DPO): Bia Reis, dpo@mourareis.example',
  ])
    await expect(footer).toContainText(text);
  await expect(footer.getByRole('link', { name: '(41) 3333-4444' })).toHaveAttribute(
    'href',
    'tel:4133334444',
  );
  const chat = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp (abre em nova aba)' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/5541998765432');
  await expect(chat).toHaveAttribute('target', '_blank');

  // The consultation now offers the WhatsApp step, prefilled.
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await page.goto(`${server.url}/consultation-request`);
  const request = page.getByRole('form', { name: 'Solicitação de consulta' });
  await request.getByLabel('Nome').fill('Caio Prado');
  await request.getByLabel('E-mail').fill('caio@example.com');
  await request.getByLabel('Telefone').fill('(41) 98888-7777');
  await request.getByLabel('Resumo do caso').fill('Preciso revisar o contrato social da empresa.');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    request.getByRole('button', { name: 'Solicitar Consulta' }).click(),
  ]);
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5541998765432');
  expect(url.searchParams.get('text')).toContain('Nome: Caio Prado');
});

test("'Redes Sociais': add, validate, switch off, edit and delete; the footer follows", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, server.url);
  await page.goto(`${server.url}/admin/configuracoes`);
  const section = page.getByRole('region', { name: 'Redes Sociais' });
  await expect(section.getByText('Nenhuma rede social cadastrada.')).toBeVisible();

  await section.getByRole('button', { name: 'Nova Rede Social' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Rede Social' });
  await dialog.getByLabel('Rede social').selectOption('linkedin');
  await dialog.getByLabel('Endereço (URL)').fill('http://linkedin.com/company/mourareis');
  await dialog.getByRole('button', { name: 'Adicionar Rede Social' }).click();
  await expect(dialog.getByText('Informe um endereço que comece com https://')).toBeVisible();
  await dialog.getByLabel('Endereço (URL)').fill('https://www.linkedin.com/company/mourareis');
  await dialog.getByRole('button', { name: 'Adicionar Rede Social' }).click();
  await expect(toast(page, 'Rede social adicionada com sucesso')).toBeVisible();
  const row = section.getByRole('row', { name: /LinkedIn/ });
  await expect(row).toContainText('https://www.linkedin.com/company/mourareis');

  await page.goto(`${server.url}/`);
  const social = page.getByRole('contentinfo').getByRole('list', { name: 'Redes sociais' });
  await expect(social.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/mourareis',
  );

  await page.goto(`${server.url}/admin/configuracoes`);
  const status = row.getByRole('switch', { name: 'Status de LinkedIn' });
  await expect(status).toHaveAttribute('aria-checked', 'true');
  await status.click();
  await expect(toast(page, 'Rede social desativada com sucesso')).toBeVisible();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('list', { name: 'Redes sociais' })).toHaveCount(0);

  await page.goto(`${server.url}/admin/configuracoes`);
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Rede Social' });
  await edit.getByLabel('Rede social').selectOption('youtube');
  await edit.getByLabel('Endereço (URL)').fill('https://www.youtube.com/@mourareis');
  await edit.getByRole('button', { name: 'Atualizar Rede Social' }).click();
  await expect(toast(page, 'Rede social atualizada com sucesso')).toBeVisible();
  const youtube = section.getByRole('row', { name: /YouTube/ });
  await expect(youtube).toContainText('https://www.youtube.com/@mourareis');

  await youtube.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(confirm).toContainText('Tem certeza que deseja excluir esta rede social?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(youtube).toBeVisible();
  await youtube.getByRole('button', { name: 'Excluir' }).click();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toast(page, 'Rede social excluída com sucesso')).toBeVisible();
  await expect(section.getByText('Nenhuma rede social cadastrada.')).toBeVisible();
});

test('a visitor is sent to the sign-in page', async ({ page }) => {
  const response = await page.goto(`${server.url}/admin/configuracoes`);
  await expect(page).toHaveURL(/\/login/);
  expect(response?.status()).toBeLessThan(500);
});
