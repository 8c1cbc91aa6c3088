import { expect, test } from '../fixtures';
import { createBlogPost } from '../helpers/content';
import { query, unique } from '../helpers/database';
import { PUBLIC_PAGES, scrollThrough, seriousViolations } from '../public-helpers';

// axe-core on every public page (demo content): no serious or critical violation.
test.describe('accessibility', () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a blog post, the post 404 and the site 404', async ({ adminPage: page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/, 'the spec has unknown pages answer 404; the browser logs the status');
    const title = `Acessibilidade ${unique()}`;
    await createBlogPost(page, title);
    const [post] = await query<{ slug: string }>('select slug from blog_posts where title = $1', [title]);
    await page.context().clearCookies();
    for (const path of [`/blog/${post!.slug}`, '/blog/00000000-0000-4000-8000-000000000000', '/nao-existe']) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('the open drawer on a small screen and the forms showing their errors', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/consultation-request');
    await page.getByRole('button', { name: 'Solicitar Consulta' }).click();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
