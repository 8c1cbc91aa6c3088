import { expect, test, toast } from '../fixtures';
import { unique } from '../helpers/database';

// Alone (fixtures.ts): the privacy settings every form shows.
test.use({ alone: true });

// The privacy notice (LGPD, issue 12): a short notice under every public form linking to
// /privacidade, the footer link, and the page showing the firm and its officer from the settings.

const FORMS = [
  { path: '/contato', form: 'Formulário de contato' },
  { path: '/', form: 'Formulário de contato' },
  { path: '/consultation-request', form: 'Solicitação de consulta' },
] as const;

test('every public form carries the notice and its link, and no consent box', async ({ page }) => {
  for (const { path, form: name } of FORMS) {
    await page.goto(path);
    const form = page.getByRole('form', { name });
    await expect(
      form.getByText('Usamos os seus dados apenas para responder a esta solicitação.'),
      path,
    ).toBeVisible();
    await expect(form.getByRole('link', { name: 'Política de Privacidade' }), path).toHaveAttribute(
      'href',
      '/privacidade',
    );
    await expect(form.getByRole('checkbox'), path).toHaveCount(0);
  }
  await page.goto('/contato');
  await page
    .getByRole('form', { name: 'Formulário de contato' })
    .getByRole('link', { name: 'Política de Privacidade' })
    .click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
});

test('the footer links to the notice, and the sitemap lists it', async ({ page, request }) => {
  await page.goto('/servicos');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page).toHaveTitle(/^Política de Privacidade/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/privacidade<\/loc>/);
});

test('/privacidade shows the firm and the officer from the settings, at once after a save', async ({
  adminPage: page,
}) => {
  // Rendered (and cached) once before the change.
  await page.goto('/privacidade');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Controlador' })).toContainText(
    'Tribuna Advocacia Empresarial',
  );
  await expect(main.getByRole('list', { name: 'Controlador' })).toContainText('CNPJ: 11.222.333/0001-81');
  await expect(main.getByRole('list', { name: 'Controlador' })).toContainText(
    'Endereço: Endereço de demonstração, 100, São Paulo - SP',
  );
  await expect(main).toContainText('art. 7º, inciso V');
  await expect(main).toContainText('Não usamos cookies');
  // Issue 24: unique visitors from a daily salt, deleted after the day; raw visits kept 13 months.
  await expect(main).toContainText('esse valor e os códigos do dia são apagados quando o dia termina');
  await expect(main).toContainText('ligar as suas visitas de dias diferentes');
  await expect(main).toContainText('apagados 13 meses depois');
  await expect(main).toContainText('art. 18');
  await expect(main).toContainText('até 15 dias');
  await expect(main).toContainText('24 meses');
  await expect(main).toContainText('Última alteração: 28/11/2026');

  const id = unique();
  const form = page.getByRole('region', { name: 'Dados do escritório' });
  const save = async (values: Record<string, string>) => {
    await page.goto('/admin/configuracoes');
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: 'Salvar Configurações' }).click();
    await expect(toast(page, 'Configurações salvas com sucesso!')).toBeVisible();
  };
  await save({
    'Encarregado de dados (DPO)': `Carla ${id}`,
    'E-mail do encarregado': `dpo-${id}@tribuna.example`,
    'Prazo de retenção (meses)': '18',
  });
  try {
    // Seen as a visitor would: a fresh context without the admin's cookie (the page cache answers it).
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin\/configuracoes$/, '/privacidade'));
    const notice = visitor.getByRole('main');
    await expect(notice).toContainText(`O encarregado é Carla ${id}`);
    await expect(notice.getByRole('link', { name: `dpo-${id}@tribuna.example` }).first()).toHaveAttribute(
      'href',
      `mailto:dpo-${id}@tribuna.example`,
    );
    await expect(notice).toContainText('apagadas automaticamente 18 meses depois');
    await visitor.close();
  } finally {
    // The demo values back, for the specs that read them.
    await save({
      'Encarregado de dados (DPO)': 'Encarregado de demonstração',
      'E-mail do encarregado': 'privacidade@tribuna.example',
      'Prazo de retenção (meses)': '24',
    });
  }
});
