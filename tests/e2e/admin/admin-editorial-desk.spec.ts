import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectToast } from '../admin-helpers';
import { createUser, endSessionsOf } from '../auth-support';
import { expect, test } from '../fixtures';
import { createBlogPost } from '../helpers/content';
import { unique } from '../helpers/database';

// Issue 22 §3 and §4 in the browser: two sessions saving one post, the autosaved copy offered
// after the page was closed, leaving a form with changes, a save after the session ended, and a
// post's history compared and restored.

// Several sessions and sign-ins per test: more time than a one-page test needs.
test.describe.configure({ timeout: 120_000 });

const CONFLICT =
  /^Este item foi alterado por (\S+) às \d\d:\d\d\. Suas alterações não foram salvas; copie-as antes de recarregar\.$/;

/** Signs in through the login form (the sign-in page lands on /admin/noticias). */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
}

async function signedInPage(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signInWithForm(page, email, password);
  return page;
}

/** Opens the post's editor on /admin/blog and answers its form. */
async function editPost(page: Page, title: string) {
  await page.goto('/admin/blog');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('region', { name: 'Editar Post' });
  await expect(form.getByLabel('Título', { exact: true })).toHaveValue(title);
  return form;
}

test('two sessions save one post: the second is refused, names the first and keeps its text', async ({
  page,
  browser,
}) => {
  await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Conflito ${unique()}`;
  await createBlogPost(page, title);
  const bruno = await createUser('bruno', 'admin');
  const other = await signedInPage(browser, bruno.email, bruno.password);

  const mine = await editPost(page, title);
  const theirs = await editPost(other, title);
  await theirs.getByLabel('Resumo').fill('Resumo de Bruno.');
  await theirs.getByRole('button', { name: 'Atualizar Post' }).click();
  await expectToast(other, 'Post atualizado com sucesso!');

  await mine.getByLabel('Resumo').fill('Resumo de quem abriu antes.');
  await mine.getByRole('button', { name: 'Atualizar Post' }).click();
  const refusal = mine.getByRole('alert').filter({ hasText: 'Este item foi alterado por' });
  await expect(refusal).toHaveText(CONFLICT);
  expect(CONFLICT.exec((await refusal.textContent()) ?? '')?.[1]).toBe(bruno.email);
  // Nothing typed is lost, and nothing was overwritten.
  await expect(mine.getByLabel('Resumo')).toHaveValue('Resumo de quem abriu antes.');
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toContainText('Resumo de Bruno.');
});

test('what was typed is autosaved and offered back after the page was closed', async ({ page, context }) => {
  await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Autosave ${unique()}`;
  await createBlogPost(page, title);
  const form = await editPost(page, title);
  await form.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Um texto que ninguém salvou.');
  await expect(
    form.getByRole('status').filter({ hasText: 'Alterações guardadas automaticamente às' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.close();

  const again = await context.newPage();
  const reopened = await editPost(again, title);
  const offer = reopened.getByRole('region', { name: 'Recuperar alterações não salvas' });
  await expect(offer).toContainText(
    /Há alterações não salvas deste formulário, de \d\d\/\d\d\/\d{4} \d\d:\d\d\./,
  );
  const content = reopened.getByRole('textbox', { name: 'Conteúdo' });
  await expect(content).toContainText('Segundo parágrafo.');
  await offer.getByRole('button', { name: 'Recuperar alterações não salvas' }).click();
  // The rich-text editor shows the recovered copy.
  await expect(content).toHaveText('Um texto que ninguém salvou.');
  await expect(offer).toBeHidden();

  // Saved, the copy is gone: opening the editor again offers nothing.
  await reopened.getByRole('button', { name: 'Atualizar Post' }).click();
  await expectToast(again, 'Post atualizado com sucesso!');
  const saved = await editPost(again, title);
  await expect(saved.getByRole('textbox', { name: 'Conteúdo' })).toHaveText('Um texto que ninguém salvou.');
  await expect(saved.getByRole('region', { name: 'Recuperar alterações não salvas' })).toHaveCount(0);
});

test('leaving a form with changes asks first: a link, closing the tab', async ({ page }) => {
  await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Blog' }).click();
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByLabel('Título', { exact: true }).fill('Texto em andamento');

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const question = 'confirm: Há alterações não salvas neste formulário. Sair mesmo assim?';

  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Dicas' }).click();
  await expect.poll(() => asked).toEqual([question]);
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await expect(form.getByLabel('Título', { exact: true })).toHaveValue('Texto em andamento');

  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload: /);
  // The dismissed question kept the tab open: close it for good before the test's context goes.
  await page.close();
});

test("a save after the session ended says 'Sessão expirada', keeps the form and offers the text after signing in", async ({
  page,
}) => {
  const carla = await createUser('carla', 'admin');
  await signInWithForm(page, carla.email, carla.password);
  const title = `Sessão ${unique()}`;
  await createBlogPost(page, title);
  const form = await editPost(page, title);
  await form.getByLabel('Resumo').fill('Escrito antes de a sessão acabar.');
  await endSessionsOf(carla.id);

  await form.getByRole('button', { name: 'Atualizar Post' }).click();
  await expectToast(page, 'Sessão expirada');
  await expect(form.getByRole('alert').filter({ hasText: 'o que você digitou continua aqui' })).toBeVisible();
  await expect(form.getByLabel('Resumo')).toHaveValue('Escrito antes de a sessão acabar.');

  page.on('dialog', (dialog) => void dialog.accept());
  await signInWithForm(page, carla.email, carla.password);
  const reopened = await editPost(page, title);
  await reopened
    .getByRole('region', { name: 'Recuperar alterações não salvas' })
    .getByRole('button', { name: 'Recuperar alterações não salvas' })
    .click();
  await expect(reopened.getByLabel('Resumo')).toHaveValue('Escrito antes de a sessão acabar.');
});

test('Histórico lists the versions, compares one with the current text and restores it', async ({ page }) => {
  await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Histórico ${unique()}`;
  await createBlogPost(page, title);
  const form = await editPost(page, title);
  await form.getByLabel('Título', { exact: true }).fill(`${title} revisado`);
  await form.getByRole('button', { name: 'Atualizar Post' }).click();
  await expectToast(page, 'Post atualizado com sucesso!');

  const edit = await editPost(page, `${title} revisado`);
  await edit.getByRole('button', { name: 'Histórico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Histórico de versões' });
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(3); // the heading and two versions, newest first
  await expect(rows.nth(1)).toContainText('2');
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.email);

  await dialog.getByRole('button', { name: 'Comparar com o texto atual: versão 1' }).click();
  const comparison = dialog.getByRole('region', { name: 'Comparação da versão 1 com o texto atual' });
  await expect(comparison.getByLabel('Título', { exact: true }).locator('ins')).toHaveText('revisado');
  await expect(comparison.getByLabel('Título', { exact: true }).locator('del')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Restaurar esta versão: versão 1' }).click();
  await expectToast(page, 'Versão restaurada com sucesso!');
  await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible();

  const restored = await editPost(page, title);
  await restored.getByRole('button', { name: 'Histórico' }).click();
  // The restore is a new version: nothing was overwritten.
  await expect(page.getByRole('dialog', { name: 'Histórico de versões' }).getByRole('row')).toHaveCount(4);
});

test('the back button with changes asks first; staying keeps the form, agreeing goes back', async ({
  page,
}) => {
  await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // Arrived at the blog through the app's own navigation: back is a history entry of the same page.
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByLabel('Título', { exact: true }).fill('Texto em andamento');

  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.evaluate(() => history.back());
  await expect.poll(() => asked).toEqual(['Há alterações não salvas neste formulário. Sair mesmo assim?']);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(form.getByLabel('Título', { exact: true })).toHaveValue('Texto em andamento');

  answer = true;
  await page.evaluate(() => history.back());
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(/\/admin\/noticias$/);
});
