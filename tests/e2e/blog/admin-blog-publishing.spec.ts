import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectToast } from '../admin-helpers';
import { toFirmWallTime } from '@/lib/shared/firm-time';
import { expect, test } from '../fixtures';
import { typeInEditor } from '../helpers/content';
import { query, unique } from '../helpers/database';

// Sign-ins, two tabs and the job queue: more time than a one-page test needs.
test.describe.configure({ timeout: 120_000 });

// Issue 22 §1 and §2 in the browser: a draft and a scheduled post stay away from visitors until the
// job queue publishes the scheduled one at its time; 'Pré-visualizar' shows unsaved text under the
// preview banner; a review link opens without an account.

async function signInWithForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/noticias$/, { timeout: 15_000 });
}

/** Fills the new post form of /admin/blog. */
async function fillNewPost(page: Page, title: string) {
  await page.goto('/admin/blog');
  const form = page.getByRole('region', { name: 'Novo Post' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Resumo').fill('Resumo do rascunho.');
  await typeInEditor(page, form.getByRole('textbox', { name: 'Conteúdo' }), ['Primeiro parágrafo.']);
  await form.getByLabel('Autor').fill('Dra. Helena Prado');
  return form;
}

/** The firm's wall-clock time `ms` from now, as 'Publicar em' takes it. */
const firmTime = (ms: number) => toFirmWallTime(new Date(Date.now() + ms));

async function postId(title: string) {
  const [row] = await query<{ id: string }>('select id from blog_posts where title = $1', [title]);
  return row!.id;
}

async function postSlug(title: string) {
  const [row] = await query<{ slug: string }>('select slug from blog_posts where title = $1', [title]);
  return row!.slug;
}

test("'Salvar rascunho' keeps a post away from visitors, and the filter finds it", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/, "a draft's public address answers 404 (SPEC §8's not found)");
  await signInWithForm(page);
  const title = `Rascunho ${unique()}`;
  const form = await fillNewPost(page, title);
  await form.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho salvo com sucesso!');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Rascunho', { exact: true })).toBeVisible();

  const filter = page.getByRole('search', { name: 'Buscar posts' });
  await filter.getByLabel('Estado').selectOption({ label: 'Publicado' });
  await filter.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/estado=published/);
  await expect(card).toHaveCount(0);
  await filter.getByLabel('Estado').selectOption({ label: 'Rascunho' });
  await filter.getByRole('button', { name: 'Filtrar' }).click();
  await expect(card).toBeVisible();

  const id = await postId(title);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/blog');
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(`/blog/${id}`))!.status()).toBe(404);
  expect((await visitor.goto(`/blog/${await postSlug(title)}`))!.status()).toBe(404);
  await visitor.close();
});

test("'Agendar' publishes at 'Publicar em' through the job queue, then every public list shows it", async ({
  page,
}) => {
  await signInWithForm(page);
  const title = `Agendado ${unique()}`;
  const form = await fillNewPost(page, title);
  await form.getByLabel('Publicar em').fill(firmTime(60 * 60_000));
  await form.getByRole('button', { name: 'Agendar' }).click();
  await expectToast(page, 'Post agendado com sucesso!');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Agendado', { exact: true })).toBeVisible();
  await expect(card).toContainText(/Publicação em \d\d\/\d\d\/\d{4} \d\d:\d\d/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/blog');
  await expect(visitor.getByText(title)).toHaveCount(0);

  // Its time comes (moved to now, in the post and its job alike): the queue publishes it.
  const id = await postId(title);
  await query(`update blog_posts set publish_at = now() where id = $1`, [id]);
  await query(
    `select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs where key = $1), run_at := now())`,
    [`publish_post:${id}`],
  );
  await expect(async () => {
    await visitor.goto('/blog');
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await page.reload();
  await expect(
    page.getByRole('article', { name: title }).getByText('Publicado', { exact: true }),
  ).toBeVisible();
  await visitor.close();
});

test("'Pré-visualizar' shows the unsaved text under the banner; a review link opens without an account", async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/, "a draft's public address answers 404 (SPEC §8's not found)");
  await signInWithForm(page);
  const title = `Prévia ${unique()}`;
  const form = await fillNewPost(page, title);
  await form.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expectToast(page, 'Rascunho salvo com sucesso!');
  const id = await postId(title);

  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Editar' }).click();
  const editor = page.getByRole('region', { name: 'Editar Post' });
  await editor.getByLabel('Título', { exact: true }).fill(`${title} ainda não salvo`);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    editor.getByRole('button', { name: 'Pré-visualizar' }).click(),
  ]);
  await expect(preview.getByText('Pré-visualização: este conteúdo não está publicado')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: `${title} ainda não salvo` })).toBeVisible();
  // The text is rendered from the editor's JSON as on the public page.
  await expect(preview.getByRole('article').getByText('Primeiro parágrafo.')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const response = await preview.request.get(preview.url());
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  // The public address still has nothing.
  expect((await preview.goto(`/blog/${id}`))!.status()).toBe(404);
  expect((await preview.goto(`/blog/${await postSlug(title)}`))!.status()).toBe(404);

  await editor.getByRole('button', { name: 'Copiar link de revisão' }).click();
  const link = await editor.getByLabel('Link de revisão').inputValue();
  expect(link).toMatch(/\/pre-visualizacao\/[\w-]+\.[\w-]+$/);
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('Pré-visualização: este conteúdo não está publicado')).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Neither preview was counted as a visit.
  await stranger.waitForLoadState('networkidle');
  const [visits] = await query<{ n: number }>(
    "select count(*)::int as n from page_visits where page_path like 'pre-visualizacao/%'",
  );
  expect(visits!.n).toBe(0);
  // An altered token shows nothing.
  await stranger.goto(`${link}x`);
  await expect(stranger.getByText('Este link de pré-visualização não é válido ou expirou.')).toBeVisible();
});
