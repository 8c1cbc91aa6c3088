import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs the page's browser context in through the auth API (fast; the login form has its own tests). */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/** `adminPage`: a page signed in as the e2e super_admin created at start-up. */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await use(page);
  },
});

export { expect };
