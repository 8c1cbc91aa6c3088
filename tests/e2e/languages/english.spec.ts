import { expect, test } from '../fixtures';
import { query } from '../helpers/database';
import { isSiteScript, scriptsOf } from '../helpers/html';

// The English site (issue 34 §1): every English address answers in English, names its Portuguese
// twin (hreflang both ways, x-default in Portuguese), and the header's language link, outside the
// main menu, leads to the same page in the other language.

const TWINS = [
  { en: '/en', pt: '/', heading: 'Excellence in Business Law' },
  { en: '/en/about', pt: '/apresentacao', heading: 'About us' },
  { en: '/en/practice-areas', pt: '/servicos', heading: 'Practice Areas' },
  { en: '/en/corporate-law', pt: '/advocacia-empresarial', heading: 'Corporate Law' },
  { en: '/en/tax-law', pt: '/advocacia-tributaria', heading: 'Tax Law' },
  { en: '/en/restructuring', pt: '/recuperacao-judicial', heading: 'Restructuring' },
  { en: '/en/succession-law', pt: '/direito-sucessoes', heading: 'Succession Law' },
  { en: '/en/real-estate-law', pt: '/direito-imobiliario', heading: 'Real Estate Law' },
  { en: '/en/consumer-law', pt: '/direito-consumidor', heading: 'Consumer Law' },
  { en: '/en/hire-us', pt: '/contratar-servicos', heading: 'Hire our services' },
  { en: '/en/book-a-consultation', pt: '/agendar-consulta', heading: 'Book a Consultation' },
  { en: '/en/contact', pt: '/contato', heading: 'Contact' },
  { en: '/en/consultation-request', pt: '/consultation-request', heading: 'Book a Consultation' },
  { en: '/en/blog', pt: '/blog', heading: 'Blog' },
  { en: '/en/alerts', pt: '/informativos', heading: 'Legal alerts' },
  { en: '/en/privacy', pt: '/privacidade', heading: 'Privacy Policy' },
  { en: '/en/accessibility', pt: '/acessibilidade', heading: 'Accessibility' },
];

/** An absolute address ending in this path (Next.js writes the home without its slash). */
const at = (path: string) => new RegExp(`^https?://[^/]+${path === '/' ? '/?' : path}$`);

/** Interface texts of the Portuguese site that must never show on an English page. */
const PORTUGUESE = [
  'Página inicial',
  'Apresentação',
  'Atuação',
  'Contrate',
  'Links rápidos',
  'Todos os direitos reservados',
  'Política de Privacidade',
  'Agende uma Consulta',
  'Fale Conosco',
  'Saiba mais',
  'Voltar para o Início',
  'Pular para o conteúdo',
  'Serviços Mais Procurados',
  '/mês',
  'Casos de Sucesso',
  'Resultado',
  'Depoimentos',
  'Dicas Úteis',
];

for (const { en, pt, heading } of TWINS) {
  test(`${en} is in English, names its Portuguese twin, and the language link goes back and forth`, async ({
    page,
  }) => {
    await page.goto(en);
    await expect(page.locator('html'), en).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }), en).toHaveText(heading);
    const text = await page.locator('body').innerText();
    for (const portuguese of PORTUGUESE) expect(text, `${en}: ${portuguese}`).not.toContain(portuguese);
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates.and(page.locator('[hreflang="pt-BR"]')), en).toHaveAttribute('href', at(pt));
    await expect(alternates.and(page.locator('[hreflang="x-default"]')), en).toHaveAttribute('href', at(pt));
    await expect(alternates.and(page.locator('[hreflang="en"]')), en).toHaveAttribute('href', at(en));

    // In the header bar, outside the main menu.
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Português' }),
    ).toHaveCount(0);
    const switchLink = header.getByRole('link', { name: 'Português' });
    await expect(switchLink).toHaveAttribute('hreflang', 'pt-BR');
    await expect(switchLink).toHaveAttribute('lang', 'pt-BR');
    await switchLink.click();
    await expect(page).toHaveURL(at(pt));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', at(en));
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(at(en));
  });
}

test('a page without an English version leads to the English home, and names no alternate', async ({
  page,
}) => {
  // A tag's page: tags are named per language, so it has no English twin.
  await page.goto('/blog/tag/sucessoes');
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the small screen drawer keeps the spec’s six links; the language link stays in the header bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advocacia-empresarial');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link')).toHaveText([
    'Apresentação',
    'Atuação',
    'Blog',
    'Contrate',
    'Contato',
    'Login',
  ]);
});

test('the sitemap lists both languages with xhtml:link alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/en\/tax-law<\/loc>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="pt-BR" href="[^"]*\/advocacia-tributaria"/);
});

test('an unknown English address answers 404 in English, inside the English site; a Portuguese one stays Portuguese', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/, 'the pages are 404s on purpose: the browser logs their status');
  const english = await page.goto('/en/no-such-page');
  expect(english!.status()).toBe(404);
  // A public page like any other: the site's one script, no framework runtime.
  const scripts = scriptsOf(await english!.text());
  expect(scripts.filter((script) => script.src?.startsWith('/_next/'))).toEqual([]);
  expect(scripts.filter(isSiteScript)).toHaveLength(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const text = await page.locator('body').innerText();
  for (const portuguese of PORTUGUESE) expect(text).not.toContain(portuguese);
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);

  // An English page whose item does not exist (a booking's token) says so in English too.
  expect((await page.goto('/en/book-a-consultation/booking/no-such-token'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  expect((await page.goto('/pagina-que-nao-existe'))!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
});

test('/en/about shows the office photos described in English, each with its English description, and shares in English', async ({
  page,
}) => {
  const english = (
    await query<{ alt_en: string }>(
      `select alt_en from media_items where bucket = 'photos' and key like 'office/%' and btrim(coalesce(alt_en, '')) <> ''`,
    )
  ).map((row) => row.alt_en);
  await page.goto('/en/about');
  const gallery = page.getByRole('list', { name: 'Photos: Our office' });
  // Each photo's caption is its English description, which the image does not repeat (alt="").
  const captions = await gallery.locator('figcaption').allTextContents();
  expect(captions.length).toBeGreaterThan(0);
  for (const caption of captions) expect(english).toContain(caption);
  await expect(gallery.locator('img:not([alt=""])')).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Share' })
      .getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' }),
  ).toHaveAttribute('href', /linkedin\.com.*%2Fen%2Fabout$/);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveAttribute(
    'data-copied',
    'Link copied to the clipboard!',
  );
});

test('the English home shows the active tips that have an English version, in a carousel named in English', async ({
  page,
}) => {
  const english = (
    await query<{ title: string }>(
      `select translation.fields->>'title' as title from tips
       join content_translations translation
         on translation.entity = 'tips' and translation.entity_id = tips.id and translation.locale = 'en'
       where tips.active`,
    )
  ).map((row) => row.title);
  expect(english.length).toBeGreaterThan(1);
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Tips carousel' });
  await expect(page.getByRole('heading', { level: 2, name: 'Useful Tips' })).toBeVisible();
  // Every slide's title, the hidden ones too.
  const titles = await carousel.getByRole('heading', { level: 3, includeHidden: true }).allTextContents();
  expect(titles.toSorted()).toEqual(english.toSorted());
  await expect(carousel.getByRole('group', { name: `1 of ${english.length}` })).toBeAttached();
  for (const name of ['Previous', 'Next', 'Pause automatic rotation', `Go to 2 of ${english.length}`])
    await expect(carousel.getByRole('button', { name, exact: true })).toBeAttached();
  await carousel.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(carousel.getByRole('button', { name: 'Resume automatic rotation' })).toBeVisible();
});
