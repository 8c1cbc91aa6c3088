import { expect, test, toast } from './fixtures';
import { query, unique } from './helpers/database';
import { jsonLdOf, type JsonLdItem } from './helpers/structured-data';
import { PUBLIC_PAGES, SITE_URL } from './public-helpers';

// Issue 12 §4 and §5: the bar's advertising rules as advice in the admin, and the firm in the
// public pages' structured data.

test.describe('the OAB rules in the admin', () => {
  test("'consulta gratuita' in a news text: warned while typing and on save, listed in Conformidade", async ({
    adminPage: page,
  }) => {
    const title = `Atendimento ampliado ${unique()}`;
    await page.goto('/admin/noticias');
    await page.getByRole('button', { name: 'Nova Notícia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
    const warning = dialog.getByRole('status').filter({ hasText: 'regras da OAB' });

    await test.step('the live warning names the expression and why', async () => {
      await dialog.getByLabel('Título', { exact: true }).fill(title);
      await dialog.getByLabel('Subtítulo').fill('Novos horários');
      await expect(warning).toHaveCount(0);
      await dialog.getByLabel('Conteúdo').fill('Agende sua Consulta Gratuita pelo site.');
      await expect(warning).toContainText('“Consulta Gratuita”');
      await expect(warning).toContainText('captação de clientela');
      await dialog.getByLabel('Conteúdo').fill('Agende sua consulta pelo site.');
      await expect(warning).toHaveCount(0);
      await dialog.getByLabel('Conteúdo').fill('Agende sua Consulta Gratuita pelo site.');
      await expect(warning).toBeVisible();
    });

    await test.step('saving still works, and the toast repeats the warning', async () => {
      await dialog.getByLabel('Link externo').fill('https://example.com/atendimento');
      await dialog.getByRole('button', { name: 'Adicionar Notícia' }).click();
      const saved = toast(page, 'Notícia adicionada com sucesso!');
      await expect(saved).toBeVisible();
      await expect(saved).toContainText('“Consulta Gratuita”');
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    });

    await test.step('Conformidade lists the item with a link that opens its editor', async () => {
      await page
        .getByRole('navigation', { name: 'Administração' })
        .getByRole('link', { name: 'Conformidade' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Conformidade' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1)).toHaveText('Notícias');
      await expect(row.getByRole('cell').nth(2)).toHaveText('“Consulta Gratuita”');
      await expect(row.getByRole('cell').nth(3)).toContainText('Provimento 205/2021');
      await row.getByRole('link', { name: `Editar: ${title}` }).click();
      await expect(page).toHaveURL(/\/admin\/noticias\?editar=/);
      const editor = page.getByRole('dialog', { name: 'Adicionar/Editar Notícia' });
      await expect(editor.getByLabel('Título', { exact: true })).toHaveValue(title);
      // The editor opens with the text as it is, so the warning is there at once.
      await expect(editor.getByRole('status').filter({ hasText: 'regras da OAB' })).toContainText(
        '“Consulta Gratuita”',
      );
    });
  });

  test("the client-logos, testimonials and success-cases screens show 'Atenção às regras da OAB'", async ({
    adminPage: page,
  }) => {
    for (const [path, rule] of [
      ['/admin/clients', 'art. 42, IV'],
      ['/admin/depoimentos', 'Provimento 205/2021, arts. 3º e 6º'],
      ['/admin/success-cases', 'Provimento 205/2021, arts. 3º e 6º'],
    ] as const) {
      await page.goto(path);
      const notice = page.getByRole('complementary', { name: 'Atenção às regras da OAB' });
      await expect(notice, path).toBeVisible();
      await expect(notice, path).toContainText(rule);
    }
  });
});

test.describe('structured data', () => {
  test('every public page states the firm; posts and service pages their own data', async ({ request }) => {
    const [settings] = await query<{ firm_name: string; oab_registration: string; phone: string }>(
      'select firm_name, oab_registration, phone from site_settings where id = 1',
    );
    const social = await query<{ url: string }>(
      'select url from social_links where active order by platform',
    );
    const [post] = await query<{ slug: string; title: string }>(
      'select slug, title from blog_posts where active order by published_at desc limit 1',
    );
    expect(settings?.oab_registration).toBeTruthy();
    const pages = [...PUBLIC_PAGES.map((page) => page.path), `/blog/${post!.slug}`];
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const items = jsonLdOf(html);
      const firm = items.filter((item) => item['@type'] === 'LegalService');
      expect(firm, path).toHaveLength(1);
      expect(firm[0], path).toMatchObject({
        '@context': 'https://schema.org',
        name: settings!.firm_name,
        telephone: settings!.phone,
        url: `${SITE_URL}/`,
        identifier: { '@type': 'PropertyValue', propertyID: 'OAB', value: settings!.oab_registration },
        address: { '@type': 'PostalAddress' },
      });
      // The social profiles the site links to (an unrecognised platform is shown nowhere).
      const profiles = social.map(({ url }) => url).filter((url) => html.includes(`href="${url}"`));
      expect(profiles.length, path).toBeGreaterThan(0);
      expect(firm[0]!.sameAs, path).toEqual(profiles);
      // CED art. 44: the registration is on the page itself too, in the footer.
      expect(html, path).toContain(`Registro na OAB: ${settings!.oab_registration}`);

      const ofType = (type: string) => items.filter((item: JsonLdItem) => item['@type'] === type);
      const area = PUBLIC_PAGES.find((page) => page.path === path);
      if (path.startsWith('/blog/')) {
        expect(ofType('BlogPosting')[0], path).toMatchObject({
          headline: post!.title,
          url: `${SITE_URL}${path}`,
        });
      } else expect(ofType('BlogPosting'), path).toHaveLength(0);
      // The service pages: the trail they show, as a BreadcrumbList.
      const trail =
        path === '/servicos'
          ? ['Início', 'Serviços']
          : html.includes('aria-label="Trilha de navegação"')
            ? ['Início', 'Atuação', area!.heading]
            : null;
      if (trail) {
        const paths = ['/', '/servicos', path].slice(0, trail.length);
        expect(ofType('BreadcrumbList')[0], path).toEqual({
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((name, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name,
            item: `${SITE_URL}${paths[index]}`,
          })),
        });
      } else expect(ofType('BreadcrumbList'), path).toHaveLength(0);
    }
  });
});
