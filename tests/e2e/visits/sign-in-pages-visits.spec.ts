import { expect, test } from '../fixtures';

// Alone (fixtures.ts): the visit counts every page view adds to.
test.use({ alone: true });

// SPEC §4: every route change records a visit, on the sign-in and reset pages too.
test('the sign-in and reset pages record a visit, client-side navigation included', async ({ page }) => {
  const recorded = (path: string) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/visits') &&
        (response.request().postDataJSON() as { page_path: string }).page_path === path,
    );

  const login = recorded('/login');
  await page.goto('/login');
  expect((await login).status()).toBe(204);

  const reset = recorded('/reset-password');
  await page.goto('/reset-password');
  expect((await reset).status()).toBe(204);

  // Back to the site by the header link: a client-side route change, recorded as well.
  const home = recorded('/');
  await page.getByRole('banner').getByRole('link').first().click();
  expect((await home).status()).toBe(204);
});
