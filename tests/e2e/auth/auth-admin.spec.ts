import { expect, signIn, test } from '../fixtures';
import { failServerActions, holdServerActions, isServerAction } from '../helpers/requests';
import { createUser, endSessionsOf, setUserType } from '../auth-support';

const DENIED = 'Acesso negado. Apenas administradores podem acessar esta página.';

const ADMIN_LINKS = [
  ['Notícias', '/admin/noticias'],
  ['Blog', '/admin/blog'],
  ['Fotos', '/admin/photos'],
  ['Imagens de Fundo', '/admin/backgrounds'],
  ['Depoimentos', '/admin/depoimentos'],
  ['Serviços Procurados', '/admin/servicos-procurados'],
  ['Dicas', '/admin/tips'],
  ['Casos de Sucesso', '/admin/success-cases'],
  ['Clientes', '/admin/clients'],
  ['Logo', '/admin/logo'],
  ['Biblioteca de mídia', '/admin/midia'],
  ['Informativos', '/admin/informativos'],
  ['Estatísticas', '/admin/stats'],
  ['Perfil', '/admin/profile'],
] as const;

test('a visitor gets a real redirect to /login and no admin HTML', async ({ request }) => {
  for (const path of ['/admin', '/admin/profile', '/admin/usuarios', '/admin/noticias', '/admin/qualquer']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()['location'], path).toMatch(/\/login\?denied=1$/);
    expect(await response.text()).not.toContain('Sair');
  }
  // A made-up session cookie does not get further: the layout checks the session on the server.
  const forged = await request.get('/admin/profile', {
    maxRedirects: 0,
    headers: { cookie: 'better-auth.session_token=forjado.assinatura' },
  });
  expect(forged.status()).toBe(307);
  expect(await forged.text()).not.toContain('Alterar Senha');
});

test('in the browser, a visitor is told access is denied and lands on /login', async ({ page }) => {
  await page.goto('/admin/usuarios');
  await expect(page.getByText(DENIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login Administrativo' })).toBeVisible();
});

test('the super_admin sees every admin screen in the navigation, Usuários included, and Sair', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
  await page.goto('/admin/profile');
  const nav = page.getByRole('navigation', { name: 'Administração' });
  for (const [label, href] of [...ADMIN_LINKS, ['Usuários', '/admin/usuarios'] as const]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
});

test('an admin sees the same navigation without Usuários, and only a notice on /admin/usuarios', async ({
  page,
}) => {
  const admin = await createUser('admin', 'admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/profile');
  const nav = page.getByRole('navigation', { name: 'Administração' });
  for (const [label, href] of ADMIN_LINKS) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);

  await page.goto('/admin/usuarios');
  await expect(page.getByText('Apenas super administradores podem acessar esta página.')).toBeVisible();
  await expect(page.getByText('Usuários do Sistema')).toHaveCount(0);
  await expect(page.getByText('Adicionar Novo Usuário')).toHaveCount(0);
});

test('a signed-in "user" is sent back to /login by the server', async ({ page }) => {
  // No session is ever created for a 'user' (ADR 0009): this one was signed in as an admin and its
  // type changed underneath, in the database, leaving its session alive. The server still refuses.
  const user = await createUser('usuario-api', 'admin');
  await signIn(page, user.email, user.password);
  await setUserType(user.id, 'user');
  const response = await page.request.get('/admin/profile', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(await response.text()).not.toContain('Alterar Senha');
  await page.goto('/admin/profile');
  await expect(page.getByText(DENIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the client re-check shows "Verificando permissões..." and notices a role taken away', async ({
  page,
}) => {
  const boss = await createUser('chefe-rebaixado', 'super_admin');
  await signIn(page, boss.email, boss.password);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Alterar Senha' })).toBeVisible();

  await setUserType(boss.id, 'user');
  const recheck = await holdServerActions(page);
  // The re-check starts once the navigation has landed, however long that takes on a loaded
  // machine: the test waits for its call (held) and then for its answer, not for a timer.
  const asked = page.waitForRequest(isServerAction);
  await page.getByRole('link', { name: 'Usuários' }).click();
  await asked;
  await expect(page.getByText('Verificando permissões...')).toBeVisible();
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await recheck.release();
  await answered;
  await expect(page.getByText(DENIED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed re-check shows "Erro ao verificar permissões de administrador"', async ({
  adminPage: page,
  allowConsoleErrors,
}) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Alterar Senha' })).toBeVisible();
  await failServerActions(page, allowConsoleErrors);
  await page.getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByText('Erro ao verificar permissões de administrador')).toBeVisible();
  await expect(page.getByText('Usuários do Sistema')).toHaveCount(0);
});

test('Sair signs out with "Logout realizado com sucesso" and the admin area is closed again', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(DENIED)).toHaveCount(0);
  const response = await page.request.get('/admin/profile', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
});

test('Sair with a session that already ended says "Sessão expirada" and goes to /login', async ({ page }) => {
  const admin = await createUser('expirada', 'admin');
  const endings = {
    // Ended on the server (expired or revoked): the browser still holds the cookie.
    'on the server': () => endSessionsOf(admin.id),
    // Gone from the browser too (the cookie expired).
    'in the browser': () => page.context().clearCookies(),
  };
  for (const [where, end] of Object.entries(endings)) {
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/profile');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await end();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText('Sessão expirada'), where).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('when sign-out fails, the user is told and still sent to /login', async ({
  adminPage: page,
  allowConsoleErrors,
}) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await failServerActions(page, allowConsoleErrors);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Erro ao fazer logout. Redirecionando para página de login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
