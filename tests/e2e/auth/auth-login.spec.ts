import { E2E_ADMIN } from '../../../playwright.config';
import { expect, test, tryLogin } from '../fixtures';
import { query } from '../helpers/database';
import { holdRequests, holdServerActions } from '../helpers/requests';
import {
  createUser,
  mailsTo,
  removeAdministratorRow,
  resetLinkOf,
  sessionCount,
  uniqueEmail,
  waitForMail,
} from '../auth-support';

async function fillLogin(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login Administrativo' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
}

test('an administrator signs in: "Entrando...", the success toast, then /admin/noticias', async ({
  page,
}) => {
  await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The title carries the firm's name from the settings (the demo's here).
  const [settings] = await query<{ firm_name: string }>('select firm_name from site_settings');
  await expect(page).toHaveTitle(`Login Administrativo | ${settings!.firm_name}`);
  const signingIn = await holdServerActions(page);
  // Hold the way to the news screen too, so the toast is seen whatever that screen is.
  const toNews = await holdRequests(page, (request) => /\/admin\/noticias/.test(request.url()));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  await signingIn.release();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await toNews.release();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });

  // The session cookie is HttpOnly and SameSite, and not Secure over plain http.
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Alterar Senha' })).toBeVisible();
});

test('wrong credentials get the spec’s message and no session', async ({ page }) => {
  await fillLogin(page, E2E_ADMIN.email, 'senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(
    page.getByText(
      'Email ou senha inválidos. Por favor, verifique suas credenciais. Lembre-se que apenas administradores têm acesso ao sistema.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).some((c) => c.name.endsWith('session_token'))).toBe(false);
});

test('a user of type "user" is denied and signed out again', async ({ page }) => {
  const user = await createUser('usuario', 'user');
  await fillLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Acesso negado. Você não tem permissões de administrador.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCount(user.id)).toBe(0);
  expect((await page.context().cookies()).some((c) => c.name.endsWith('session_token') && c.value)).toBe(
    false,
  );
  const response = await page.request.get('/admin/profile', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
});

test('someone who is not in administrators is denied and signed out again', async ({ page }) => {
  const orphan = await createUser('orfao', 'admin');
  await removeAdministratorRow(orphan.id);
  await fillLogin(page, orphan.email, orphan.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Acesso negado. Apenas administradores têm acesso ao sistema.')).toBeVisible();
  expect(await sessionCount(orphan.id)).toBe(0);
});

test('repeated failures lock the e-mail for a while, with a clear message', async ({ page }) => {
  const admin = await createUser('alvo', 'admin');
  for (let i = 0; i < 5; i++)
    expect(await tryLogin(page, admin.email, `tentativa-${i}`)).not.toBe('signed-in');
  // Even the right password is refused now.
  await fillLogin(page, admin.email, admin.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(
    page.getByText(
      'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. Tente novamente em 15 minutos.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCount(admin.id)).toBe(0);
});

test('"Esqueceu sua senha?" asks for the e-mail, then sends the recovery link', async ({ page }) => {
  const admin = await createUser('esqueceu', 'admin');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByText('Digite seu email para recuperar a senha')).toBeVisible();

  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByText('Email de recuperação enviado. Verifique sua caixa de entrada.')).toBeVisible();
  const mail = await waitForMail(admin.email);
  expect(mail.subject).toBe('Redefinição de senha');
  expect(mail.text).toContain(`${new URL(page.url()).origin}/reset-password#token=`);
  expect(resetLinkOf(mail).token.length).toBeGreaterThan(16);
});

test('recovery for an unknown address answers the same and sends nothing', async ({ page }) => {
  const stranger = uniqueEmail('ninguem');
  await page.goto('/login');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByText('Email de recuperação enviado. Verifique sua caixa de entrada.')).toBeVisible();
  // The answer comes after the e-mail would have been written.
  expect(mailsTo(stranger)).toEqual([]);
});

test('public sign-up is closed, and so is the rest of Better Auth’s HTTP API', async ({ page, request }) => {
  for (const path of [
    'sign-up/email',
    'sign-in/email',
    'update-user',
    'change-password',
    'revoke-sessions',
  ]) {
    const response = await request.post(`/api/auth/${path}`, {
      data: { email: 'intruso@tribuna.test', password: 'senha-do-intruso', name: 'Intruso' },
    });
    expect(response.status(), path).toBe(404);
  }
  expect(await tryLogin(page, 'intruso@tribuna.test', 'senha-do-intruso')).not.toBe('signed-in');
});
