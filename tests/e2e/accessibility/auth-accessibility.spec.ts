import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createUser } from '../auth-support';
import { seriousAxeViolations } from '../helpers/axe';

// The sign-in pages and the admin screens of this feature have no serious accessibility faults.

async function expectNoSeriousViolations(page: Page) {
  const serious = await seriousAxeViolations(page);
  expect(serious.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}

test('/login and /reset-password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login Administrativo' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/reset-password?type=recovery');
  await expect(page.getByRole('heading', { name: 'Redefinir sua senha' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('/admin/profile and /admin/usuarios with its dialog', async ({ adminPage: page }) => {
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Alterar Senha' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const someone = await createUser('acessivel', 'user');
  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários do Sistema' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('row')
    .filter({ hasText: someone.email })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Confirmar exclusão' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
