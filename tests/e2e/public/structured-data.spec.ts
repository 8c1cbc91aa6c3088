import { expect, test } from '../fixtures';
import { query } from '../helpers/database';
import { jsonLdOf, type JsonLdItem } from '../helpers/structured-data';
import { PUBLIC_PAGES, SITE_URL } from '../public-helpers';

// Alone (fixtures.ts): it reads the site's newest post, which other specs publish.
test.use({ alone: true });

// Issue 12 §5: the firm in the public pages' structured data.

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
