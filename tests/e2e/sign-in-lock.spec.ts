import { request as playwrightRequest } from '@playwright/test';
import { createUser, endSessionsOf } from './auth-support';
import { expect, test } from './fixtures';

const LOCKED =
  'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. Tente novamente em 15 minutos.';

test('the owner’s browser still signs in while strangers have locked the account', async ({
  page,
  baseURL,
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

  // Strangers (no cookie) guess until the account is locked for everyone without the cookie.
  const stranger = await playwrightRequest.newContext({ baseURL });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      stranger
        .post('/api/auth/sign-in/email', { data: { email: owner.email, password: `chute-${i}` } })
        .then((response) => response.status()),
    ),
  );
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  const locked = await stranger.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
  });
  expect(locked.status()).toBe(429);
  expect((await locked.json()).message).toBe(LOCKED);
  await stranger.dispose();

  // The owner's browser is not locked out.
  await signInWithForm();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
});
