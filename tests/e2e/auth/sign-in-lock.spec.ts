import { createUser, endSessionsOf } from '../auth-support';
import { expect, test, tryLogin } from '../fixtures';

const INVALID =
  'Email ou senha inválidos. Por favor, verifique suas credenciais. Lembre-se que apenas administradores têm acesso ao sistema.';

const LOCKED =
  'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. Tente novamente em 15 minutos.';

test('the owner’s browser still signs in while strangers have locked the account', async ({
  page,
  browser,
}) => {
  const owner = await createUser('dona', 'super_admin');
  const signInWithForm = async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Senha').fill(owner.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  };

  // A first sign-in through the form marks this browser as a known device (signed, HttpOnly).
  await signInWithForm();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
  const device = (await page.context().cookies()).find((c) => c.name.endsWith('known_device'));
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await endSessionsOf(owner.id);
  await page.context().clearCookies({ name: /session_token|session_data/ });

  // A stranger (another browser, no cookie) guesses through the same form until the account is
  // locked for everyone without the cookie; then even the right password is refused there.
  const stranger = await browser.newPage();
  for (let i = 0; i < 5; i++) expect(await tryLogin(stranger, owner.email, `chute-${i}`)).toBe(INVALID);
  expect(await tryLogin(stranger, owner.email, owner.password)).toBe(LOCKED);
  await stranger.close();

  // The owner's browser is not locked out.
  await signInWithForm();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
});
