import pg from 'pg';
import { createDatabase } from '@/lib/server/db/client';
import { createAccount } from '@/features/users/accounts';
import { expect, signIn, test, tryLogin } from '../e2e/fixtures';
import { deleteThroughDialog } from '../e2e/admin-helpers';
import { createBlogPost, createTip } from '../e2e/helpers/content';
import { unique } from '../e2e/helpers/database';
import { FROM_PAGE_CACHE } from '../e2e/helpers/html';
import { mediaPathOf } from '../e2e/helpers/media';
import { outboxMails, SCALE_ADMIN, startDeployment, type Deployment } from './instances';

// Two instances on one database and one bucket, as behind a load balancer, each with two web
// workers: what one does, the other sees (issue 14 §3, ADR 0025).

test.describe.configure({ mode: 'serial' });

let deployment: Deployment;
let db: pg.Pool;

test.beforeAll(async () => {
  test.setTimeout(600_000); // the first instance builds the app when the build is out of date
  deployment = await startDeployment();
  db = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 });
});

test.afterAll(async () => {
  await db?.end();
  await deployment?.stop();
});

test('a session signed in on A works on B', async ({ page, playwright }) => {
  const { a, b } = deployment;
  await signIn(page, SCALE_ADMIN.email, SCALE_ADMIN.password, a.url);
  // The cookie is the browser's for the host: B opens the admin area with it.
  expect((await page.request.get(`${b.url}/admin/profile`, { maxRedirects: 0 })).status()).toBe(200);
  // Without the cookie B knows nobody: the session above is A's, read from the shared database.
  const stranger = await playwright.request.newContext();
  expect((await stranger.get(`${b.url}/admin/profile`, { maxRedirects: 0 })).status()).toBe(307);
  await stranger.dispose();
});

test('a post published on A shows on B within 2 s, and its image uploaded through A is served by B', async ({
  page,
  request,
}) => {
  const { a, b } = deployment;
  const title = `Post em escala ${unique()}`;
  // B has the blog page in its caches: visited until its page cache answers (a background refresh of
  // the page, which a first visit may start, empties it once).
  let before = await request.get(`${b.url}/blog`);
  await expect
    .poll(async () => (before = await request.get(`${b.url}/blog`)).headers()['x-page-cache'])
    .toMatch(FROM_PAGE_CACHE);
  expect(await before.text()).not.toContain(title);

  await signIn(page, SCALE_ADMIN.email, SCALE_ADMIN.password, a.url);
  await createBlogPost(page, title);
  const published = Date.now();
  const bShowsIt = async () => (await (await request.get(`${b.url}/blog`)).text()).includes(title);
  await expect.poll(bShowsIt, { timeout: 2_000, intervals: [100] }).toBe(true);
  expect(Date.now() - published).toBeLessThan(2_000);

  const { rows } = await db.query('select image_url from blog_posts where title = $1', [title]);
  const mediaPath = mediaPathOf(rows[0].image_url);
  expect(mediaPath).toMatch(/^\/media\//);
  const fromA = await request.get(`${a.url}${mediaPath}`);
  const fromB = await request.get(`${b.url}${mediaPath}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['content-type']).toMatch(/^image\//);
  expect(Buffer.compare(await fromB.body(), await fromA.body())).toBe(0);
});

test('a consultation sent through B is notified exactly once', async ({ page }) => {
  const { b } = deployment;
  const name = `Carla ${unique()}`;
  await page.goto(`${b.url}/consultation-request`);
  const form = page.getByRole('form', { name: 'Solicitação de consulta' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('E-mail').fill('carla@example.com');
  await form.getByLabel('Telefone').fill('(11) 98765-4321');
  await form.getByLabel('Resumo do caso').fill('Recebi uma citação em execução fiscal.');
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await form.getByRole('button', { name: 'Solicitar Consulta' }).click();

  // Both instances run the notification worker on the shared queue: one of them sends it.
  const stored = async () =>
    (await db.query('select id, notification_state from consultations where name = $1', [name])).rows[0];
  await expect.poll(async () => (await stored())?.notification_state, { timeout: 20_000 }).toBe('sent');
  // Then nothing is left in the queue that could send it again (the worker removes the job just
  // after the task has marked it sent), and it was sent once.
  const { id } = await stored();
  const jobs = async () =>
    (
      await db.query(
        "select count(*)::int as n from graphile_worker._private_jobs where payload->>'id' = $1",
        [id],
      )
    ).rows[0].n;
  await expect.poll(jobs).toBe(0);
  // One outbox for both instances (in the shared bucket): the e-mail is in it once.
  expect(await outboxMails(deployment, name)).toHaveLength(1);
});

test('the sign-in lock counts failures made on both instances', async ({ browser }) => {
  const { a, b } = deployment;
  const email = `travada-${unique()}@tribuna.test`;
  const app = createDatabase(deployment.databaseUrl, 1);
  await createAccount(app, { email, password: 'senha-certa-123', userType: 'admin' });
  await app.$client.end();

  // Five wrong passwords in all (three on A, two on B), each from another address: each instance
  // alone has seen fewer than the lock's five.
  const attempt = async (origin: string, address: string, password: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
    const outcome = await tryLogin(await context.newPage(), email, password, origin);
    await context.close();
    return outcome;
  };
  for (let i = 0; i < 5; i++) {
    const origin = i % 2 === 0 ? a.url : b.url;
    expect(await attempt(origin, `198.51.100.${i + 1}`, `chute-${i}`)).toMatch(/^Email ou senha inválidos/);
  }
  for (const origin of [a.url, b.url]) {
    expect(await attempt(origin, '198.51.100.99', 'senha-certa-123')).toMatch(/^Muitas tentativas/);
  }
});

test('a deleted upload stops being served by both instances, original and optimized sizes, within 60 s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { a, b } = deployment;
  const title = `Dica que some ${unique()}`;
  await signIn(page, SCALE_ADMIN.email, SCALE_ADMIN.password, a.url);
  const card = await createTip(page, title);
  const { rows } = await db.query('select image_url from tips where title = $1', [title]);
  const mediaPath = mediaPathOf(rows[0].image_url);

  // The original and two optimized sizes, as a browser asks for them, on both instances: each
  // instance now holds both sizes in its optimizer's cache.
  const accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const sources = [a.url, b.url].flatMap((origin) => [
    `${origin}${mediaPath}`,
    `${origin}/_next/image?url=${encodeURIComponent(mediaPath)}&w=2048&q=75`,
    `${origin}/_next/image?url=${encodeURIComponent(mediaPath)}&w=3840&q=60`,
  ]);
  const statuses = () =>
    Promise.all(sources.map(async (url) => (await request.get(url, { headers: { accept } })).status()));
  expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200]);
  // Next.js answers a size before it stores it: the next ask finds it once stored.
  for (const url of sources.filter((url) => url.includes('/_next/image'))) {
    await expect
      .poll(async () => (await request.get(url, { headers: { accept } })).headers()['x-nextjs-cache'], {
        message: url,
        timeout: 10_000,
      })
      .toBe('HIT');
  }

  await deleteThroughDialog(page, card, {
    text: 'Tem certeza que deseja excluir esta dica? Esta ação não pode ser desfeita.',
    confirm: 'Excluir',
    toast: 'Dica excluída com sucesso!',
  });
  const deleted = Date.now();
  await expect
    .poll(statuses, { timeout: 60_000, intervals: [250, 500, 1000] })
    .toEqual([404, 404, 404, 404, 404, 404]);
  console.info(`[scale] deleted upload gone everywhere after ${Date.now() - deleted} ms`);
});
