import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, tryLogin } from '../fixtures';
import { holdServerActions } from '../helpers/requests';
import { createUser, resetLinkOf, sessionCount, waitForMail } from '../auth-support';

const INVALID_LINK = 'Link de redefinição de senha inválido ou expirado';

/** Asks for a recovery e-mail through /login and returns its link. */
async function recoveryLink(page: Page, email: string, nth = 1) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByText('Email de recuperação enviado. Verifique sua caixa de entrada.')).toBeVisible();
  return resetLinkOf(await waitForMail(email, nth));
}

/**
 * The reset page goes to /login 3 seconds after its message, on the page's clock (installed by
 * the test before the page opened), without waiting those seconds.
 */
async function expectLoginAfterThreeSeconds(page: Page) {
  await page.clock.runFor(2_000);
  expect(new URL(page.url()).pathname).not.toBe('/login');
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/login$/);
}

/** Tries a password through the /login form of another browser (the page keeps its own session). */
async function signsIn(browser: Browser, email: string, password: string): Promise<boolean> {
  const elsewhere = await browser.newPage();
  const outcome = await tryLogin(elsewhere, email, password);
  await elsewhere.close();
  return outcome === 'signed-in';
}

test('without a token, /reset-password shows the error and goes to /login after 3 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Redefinir sua senha' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await expectLoginAfterThreeSeconds(page);
});

test('a recovery link sets a new password, ends the old sessions and works only once', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const admin = await createUser('recupera', 'admin', 'senha-antiga');
  // A session elsewhere, which the reset must end.
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, admin.email, 'senha-antiga');
  expect(await sessionCount(admin.id)).toBe(1);

  const link = await recoveryLink(page, admin.email);
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Redefinir sua senha' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');

  // The rules of SPEC §5, in the error alert.
  await page.getByLabel('Nova senha', { exact: true }).fill('12345');
  await page.getByLabel('Confirme a nova senha').fill('12345');
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A senha deve ter pelo menos 6 caracteres' }),
  ).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-1');
  await page.getByLabel('Confirme a nova senha').fill('senha-nova-2');
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'As senhas não coincidem' })).toBeVisible();

  const updating = await holdServerActions(page);
  await page.getByLabel('Confirme a nova senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByRole('button', { name: 'Atualizando senha...' })).toBeDisabled();
  await updating.release();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Senha atualizada com sucesso! Redirecionando para o login...' }),
  ).toBeVisible();
  await expectLoginAfterThreeSeconds(page);

  expect(await sessionCount(admin.id)).toBe(0);
  const stale = await elsewhere.request.get('/admin/profile', { maxRedirects: 0 });
  expect(stale.status()).toBe(307);
  await elsewhere.close();

  // The new password works in the login form; the old one does not.
  expect(await signsIn(browser, admin.email, 'senha-antiga')).toBe(false);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });

  // The same link again: refused as soon as the page opens.
  await page.goto(link.path);
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atualizar senha' })).toBeDisabled();
  await expectLoginAfterThreeSeconds(page);
});

test('the link keeps its token out of the query; links with ?token= still work', async ({
  page,
  browser,
}) => {
  const admin = await createUser('hash', 'admin', 'senha-antiga');
  const link = await recoveryLink(page, admin.email);
  // The token travels in the fragment, which never reaches a server or its logs.
  expect(link.path).toBe(`/reset-password#token=${link.token}`);
  await page.goto(`/reset-password?token=${link.token}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-do-hash');
  await page.getByLabel('Confirme a nova senha').fill('senha-do-hash');
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso! Redirecionando para o login...')).toBeVisible();
  expect(await signsIn(browser, admin.email, 'senha-do-hash')).toBe(true);
});

test('a link that went bad after the page opened is refused on submit', async ({ page, browser }) => {
  const admin = await createUser('dupla', 'admin', 'senha-antiga');
  const link = await recoveryLink(page, admin.email);
  await page.goto(link.path);
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeEnabled();
  // Used in another tab meanwhile.
  const other = await page.context().newPage();
  await other.goto(link.path);
  await other.getByLabel('Nova senha', { exact: true }).fill('senha-da-outra');
  await other.getByLabel('Confirme a nova senha').fill('senha-da-outra');
  await other.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(other.getByText('Senha atualizada com sucesso! Redirecionando para o login...')).toBeVisible();
  await other.close();

  await page.getByLabel('Nova senha', { exact: true }).fill('senha-desta');
  await page.getByLabel('Confirme a nova senha').fill('senha-desta');
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  expect(await signsIn(browser, admin.email, 'senha-desta')).toBe(false);
});

test('/admin/profile changes the password with the spec’s rules and messages', async ({ page, browser }) => {
  const admin = await createUser('perfil', 'admin', 'senha-antiga');
  await signIn(page, admin.email, 'senha-antiga');
  await page.goto('/admin/profile');
  const card = page.getByRole('region', { name: 'Alterar Senha' });
  await expect(card).toBeVisible();
  const fields = card.getByLabel(/senha/i);
  await expect(fields).toHaveCount(3);
  for (const field of await fields.all()) await expect(field).toHaveAttribute('type', 'password');
  // 'Senha atual' comes first, above the spec's two fields (ADR 0006).
  await expect(fields.first()).toHaveAccessibleName('Senha atual');
  await expect(fields.first()).toHaveAttribute('name', 'current_password');

  await card.getByLabel('Nova senha', { exact: true }).fill('abc');
  await card.getByLabel('Confirme a nova senha').fill('abc');
  await card.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(card.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();

  await card.getByLabel('Nova senha', { exact: true }).fill('abcdef');
  await card.getByLabel('Confirme a nova senha').fill('abcdeg');
  await card.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(card.getByText('As senhas não coincidem')).toBeVisible();
  await expect(card.getByText('A senha deve ter pelo menos 6 caracteres')).toHaveCount(0);

  await card.getByLabel('Confirme a nova senha').fill('abcdef');
  await card.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(card.getByText('Digite a senha atual')).toBeVisible();

  // A stolen session alone cannot set a new password.
  await card.getByLabel('Senha atual').fill('senha-errada');
  await card.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(card.getByText('Senha atual incorreta')).toBeVisible();
  await expect(card.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  expect(await signsIn(browser, admin.email, 'abcdef')).toBe(false);

  await card.getByLabel('Senha atual').fill('senha-antiga');
  await card.getByLabel('Nova senha', { exact: true }).fill('abcdef');
  await card.getByLabel('Confirme a nova senha').fill('abcdef');
  await card.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Nova senha', { exact: true })).toHaveValue('');

  // Still signed in here; the new password is the one that works.
  await page.reload();
  await expect(card).toBeVisible();
  expect(await signsIn(browser, admin.email, 'senha-antiga')).toBe(false);
  expect(await signsIn(browser, admin.email, 'abcdef')).toBe(true);
});
