import type { CDPSession, Page } from '@playwright/test';
import { expect as baseExpect, test, toast } from '../fixtures';
import { createUser, endSessionsOf, sessionCount, setUserType } from '../auth-support';
import { seriousAxeViolations } from '../helpers/axe';
import { query } from '../helpers/database';
import { totp, wrongTotp } from '../../support/totp';

// Alone (fixtures.ts): the sign-in policy (two-step verification) every sign-in follows.
test.use({ alone: true });

// Each step waits on a server action and a render of the production build: give them time on a
// loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Issue 25 §1–2 in Chromium: two-step sign-in set up at /admin/profile with codes computed here
// (RFC 6238), recovery codes, passkeys through Chromium's virtual authenticator (the DevTools
// protocol's WebAuthn domain; the relying party is `localhost`), the firm's requirement, and the
// sessions list. Every sign-in goes through /login, as a person signs in.

async function expectNoSeriousViolations(page: Page) {
  const serious = await seriousAxeViolations(page);
  expect(serious.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

/** Email and password at /login; `code` answers the second step when it is asked for. */
async function signInAtLogin(page: Page, email: string, password: string, code?: () => string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  if (code) {
    await page.getByLabel('Código de verificação').fill(code());
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
}

/**
 * 'Ativar' → password → QR code and key → code → the 10 recovery codes → 'Concluir'. The set-up
 * the firm requires starts at the password.
 */
async function setUpTwoFactor(page: Page, password: string, { required = false } = {}) {
  const card = page.getByRole('region', { name: 'Autenticação em duas etapas' });
  if (!required) await card.getByRole('button', { name: 'Ativar' }).click();
  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(card.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const secret = (await card.locator('dd code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await card.getByLabel('Código de verificação').fill(totp(secret));
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Autenticação em duas etapas ativada')).toBeVisible();
  const list = card.getByRole('group', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const codes = (await list.allTextContents()).map((code) => code.trim());
  await card.getByRole('button', { name: 'Concluir' }).click();
  return { secret, codes };
}

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('two-step sign-in: set up at /admin/profile, then a code after the password; a recovery code works once', async ({
  page,
}) => {
  const { email, password } = await createUser('duas-etapas', 'admin');
  await signInAtLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.goto('/admin/profile');
  await expect(page.getByRole('region', { name: 'Sessões ativas' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const { secret, codes } = await setUpTwoFactor(page, password);
  const card = page.getByRole('region', { name: 'Autenticação em duas etapas' });
  await expect(card).toContainText('Ativada');
  await expect(card).toContainText('Restam 10 códigos de recuperação.');

  // The password alone no longer signs in: the code is asked for, and a wrong one is refused.
  await page.context().clearCookies();
  await signInAtLogin(page, email, password);
  const field = page.getByLabel('Código de verificação');
  await expect(field).toBeVisible();
  await field.fill(wrongTotp(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código de verificação inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await field.fill(totp(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/);

  // A recovery code instead of the app's: once.
  await page.context().clearCookies();
  await signInAtLogin(page, email, password, () => codes[0]!);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.context().clearCookies();
  await signInAtLogin(page, email, password, () => codes[0]!);
  await expect(page.getByText('Código de verificação inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // 'Desativar' needs the password.
  await page.getByLabel('Código de verificação').fill(codes[1]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.goto('/admin/profile');
  await card.getByRole('button', { name: 'Desativar' }).click();
  await card.getByLabel('Senha atual').fill('senha-errada');
  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(card.getByText('Senha atual incorreta')).toBeVisible();
  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, 'Autenticação em duas etapas desativada')).toBeVisible();
  await expect(card).toContainText('Desativada');
});

test('passkeys: added at /admin/profile, sign in without the password, removed', async ({ page }) => {
  await virtualAuthenticator(page);
  const { id, email, password } = await createUser('passkey', 'admin');
  await signInAtLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.goto('/admin/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
  // The current password first: a stolen session alone cannot add one.
  await card.getByLabel('Senha atual').fill('senha-errada');
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(card.getByText('Senha atual incorreta')).toBeVisible();
  await expect(card.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(toast(page, 'Passkey adicionada com sucesso')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Suas passkeys' })).toContainText('Chrome no');

  // Signed out, 'Entrar com passkey' signs in without the password.
  await page.context().clearCookies();
  expect(await sessionCount(id)).toBeGreaterThan(0);
  await endSessionsOf(id);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  expect(await sessionCount(id)).toBe(1);

  await page.goto('/admin/profile');
  await card.getByRole('button', { name: /^Remover Chrome no/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover passkey' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(page, 'Passkey removida com sucesso')).toBeVisible();
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
});

test("a 'user'-type account with a passkey is refused and never holds a session", async ({ page }) => {
  await virtualAuthenticator(page);
  const { id, email, password } = await createUser('passkey-usuario', 'admin');
  await signInAtLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.goto('/admin/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Senha atual').fill(password);
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(toast(page, 'Passkey adicionada com sucesso')).toBeVisible();
  await setUserType(id, 'user');
  await endSessionsOf(id);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com passkey' }).click();
  await expect(toast(page, 'Acesso negado. Você não tem permissões de administrador.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCount(id)).toBe(0);
});

test("'Sessões ativas' lists each session and ends the others", async ({ page, browser }) => {
  const { email, password } = await createUser('sessoes', 'admin');
  const elsewhere = await (await browser.newContext()).newPage();
  await signInAtLogin(elsewhere, email, password);
  await expect(elsewhere).toHaveURL(/\/admin\/noticias$/);
  await signInAtLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin\/noticias$/);

  await page.goto('/admin/profile');
  const card = page.getByRole('region', { name: 'Sessões ativas' });
  const rows = card.getByRole('table', { name: 'Suas sessões ativas' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('esta sessão');
  await expect(rows.nth(1)).toContainText('Chrome no');
  await expect(rows.nth(1)).toContainText(/rede \d+\.\d+\.x\.x/);
  await card.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar sessões' });
  await dialog.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await expect(toast(page, '1 sessão encerrada')).toBeVisible();
  await expect(rows).toHaveCount(2);

  // The other browser is signed out.
  await elsewhere.goto('/admin/profile');
  await expect(elsewhere).toHaveURL(/\/login/);
  await elsewhere.context().close();
});

test("'Exigir autenticação em duas etapas' sends an account without it to set it up first", async ({
  page,
  browser,
}) => {
  const boss = await createUser('chefe-2fa', 'super_admin');
  await signInAtLogin(page, boss.email, boss.password);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
  await page.goto('/admin/profile');
  await setUpTwoFactor(page, boss.password);
  try {
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('switch', { name: 'Exigir autenticação em duas etapas' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('switch', { name: 'Exigir autenticação em duas etapas' }).click();
    await expect(toast(page, 'Autenticação em duas etapas exigida para toda a equipe')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Exigir autenticação em duas etapas' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    const colleague = await createUser('colega-2fa', 'admin');
    const other = await (await browser.newContext()).newPage();
    await signInAtLogin(other, colleague.email, colleague.password);
    await expect(other).toHaveURL(/\/login\/duas-etapas$/);
    await expect(
      other.getByRole('heading', { name: 'Configure a autenticação em duas etapas' }),
    ).toBeVisible();
    // No admin page opens before it is set up.
    await other.goto('/admin/noticias');
    await expect(other).toHaveURL(/\/login\/duas-etapas$/);
    await setUpTwoFactor(other, colleague.password, { required: true });
    await expect(other).toHaveURL(/\/admin\/noticias$/);
    await other.context().close();
  } finally {
    await query('update security_policy set require_two_factor = false');
  }
});
