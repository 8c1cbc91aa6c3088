import { OFFICE_GALLERY_MAX } from '@/features/photos/schema';
import { expect, test } from '../fixtures';
import { createClientLogo, uploadBackground, uploadLogo, uploadOfficePhoto } from '../helpers/content';
import { query, unique } from '../helpers/database';
import { mediaPathOf, pageShowsMedia } from '../helpers/media';

// Alone (fixtures.ts): the site's logo, which every page shows.
test.use({ alone: true });

// What the admin media screens change on the public site, as a visitor sees it on the next visit:
// client logos on the home page (client name as alt), the home hero's background (newest active),
// the header logo and the office gallery of /apresentacao.

test('an uploaded client logo shows on the home page with its name as alt, until it is deactivated', async ({
  adminPage: page,
}) => {
  const id = unique();
  const [older, newer] = [`Corvina Logística ${id}`, `Jacarandá Têxtil ${id}`];
  await createClientLogo(page, older);
  const card = await createClientLogo(page, newer);

  await page.goto('/');
  await expect(page.getByRole('img', { name: newer })).toBeVisible();
  // Oldest first: the newer client comes after the older one.
  const names = await page
    .getByRole('img', { name: new RegExp(id) })
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(names).toEqual([older, newer]);

  await page.goto('/admin/clients');
  await card.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Logo desativado com sucesso', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('img', { name: newer })).toHaveCount(0);
  await expect(page.getByRole('img', { name: older })).toBeVisible();
});

test('the home hero uses the newest active background image', async ({ adminPage: page }) => {
  const card = await uploadBackground(page, `Fundo novo ${unique()}`);
  const stored = mediaPathOf((await card.locator('img').getAttribute('src'))!);

  await page.goto('/');
  expect(await pageShowsMedia(page, stored)).toBe(true);

  await page.goto('/admin/backgrounds');
  await card.getByRole('button', { name: 'Ativa', exact: true }).click();
  await expect(page.getByText('Imagem desativada com sucesso!')).toBeVisible();
  await page.goto('/');
  expect(await pageShowsMedia(page, stored)).toBe(false);
});

test('the header shows the new main logo on the next visit', async ({ adminPage: page }) => {
  await uploadLogo(page);
  const [{ url: stored }] = (await query<{ url: string }>(
    'select url from logos order by created_at desc limit 1',
  )) as [{ url: string }];
  // The preview shows the new logo once the list has reloaded.
  const preview = page.getByRole('img', { name: 'Logo atual' });
  await expect.poll(async () => mediaPathOf((await preview.getAttribute('src'))!)).toBe(stored);

  await page.goto('/');
  const sources = await page
    .getByRole('banner')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.map((src) => mediaPathOf(src))).toContain(stored);
});

test('an office photo uploaded in the photo manager shows in the office gallery of /apresentacao', async ({
  adminPage: page,
}) => {
  // The gallery holds eight photos (SPEC §9), which other specs' uploads (and the re-runs of their
  // beforeAll on a retry) may have filled: make room for this one by removing the oldest.
  await query(
    `delete from photos where id in (select id from photos where type = 'office'
       order by created_at desc offset $1)`,
    [OFFICE_GALLERY_MAX - 1],
  );
  const description = `Nova sala de reuniões ${unique()}`;
  await uploadOfficePhoto(page, description);
  await expect(page.getByRole('link', { name: 'Escritório' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/apresentacao');
  await expect(page.getByRole('img', { name: description })).toBeVisible();
});
