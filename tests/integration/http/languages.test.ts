import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/server/env';

// The site's two languages (issue 34 §1, ADR 0027): each page's twin, the hreflang alternates and
// the sitemap read one address table; SITE_LANGUAGES=pt-BR leaves English out everywhere.

vi.mock('next/cache', () => ({ unstable_cache: (query: unknown) => query, revalidateTag: () => {} }));

async function freshSite(languages?: string) {
  vi.resetModules();
  if (languages === undefined) vi.unstubAllEnvs();
  else vi.stubEnv('SITE_LANGUAGES', languages);
  const [{ default: sitemap }, { languageAlternates }] = await Promise.all([
    import('@/app/sitemap'),
    import('@/lib/server/alternates'),
  ]);
  const origin = (await import('@/lib/server/env')).getEnv().SITE_URL;
  return { sitemap, languageAlternates, origin };
}

describe('two languages', () => {
  it('name each page’s twin both ways, with x-default in Portuguese, and the sitemap lists both', async () => {
    const { sitemap, languageAlternates, origin } = await freshSite();
    const twins = {
      'pt-BR': '/advocacia-tributaria',
      en: '/en/tax-law',
      'x-default': '/advocacia-tributaria',
    };
    expect(await languageAlternates('/advocacia-tributaria')).toEqual(twins);
    expect(await languageAlternates('/en/tax-law')).toEqual(twins);
    expect(await languageAlternates('/')).toEqual({ 'pt-BR': '/', en: '/en', 'x-default': '/' });
    expect(await languageAlternates('/blog')).toEqual({
      'pt-BR': '/blog',
      en: '/en/blog',
      'x-default': '/blog',
    });
    expect(await languageAlternates('/informativos')).toEqual({
      'pt-BR': '/informativos',
      en: '/en/alerts',
      'x-default': '/informativos',
    });
    // A page without an English version (a tag's: tags are named per language) names none.
    expect(await languageAlternates('/blog/tag/sucessoes')).toBeUndefined();

    const entries = await sitemap();
    const entry = (path: string) => entries.find((item) => item.url === `${origin}${path}`);
    const alternates = {
      languages: {
        'pt-BR': `${origin}/advocacia-tributaria`,
        en: `${origin}/en/tax-law`,
        'x-default': `${origin}/advocacia-tributaria`,
      },
    };
    expect(entry('/en/tax-law')?.alternates).toEqual(alternates);
    expect(entry('/advocacia-tributaria')?.alternates).toEqual(alternates);
    expect(entry('/en/blog')?.alternates?.languages).toMatchObject({ 'pt-BR': `${origin}/blog` });
  });

  it('with SITE_LANGUAGES=pt-BR: no English address, no alternate', async () => {
    const { sitemap, languageAlternates } = await freshSite('pt-BR');
    expect(await languageAlternates('/advocacia-tributaria')).toBeUndefined();
    const urls = (await sitemap()).map((item) => item.url);
    expect(urls.some((url) => url.includes('/en'))).toBe(false);
    expect((await sitemap()).every((item) => item.alternates === undefined)).toBe(true);
    await freshSite();
  });

  it('SITE_LANGUAGES must keep Portuguese and name known languages', () => {
    expect(parseEnv({ SITE_LANGUAGES: 'pt-BR, en' }).SITE_LANGUAGES).toEqual(['pt-BR', 'en']);
    expect(parseEnv({}).SITE_LANGUAGES).toEqual(['pt-BR', 'en']);
    expect(() => parseEnv({ SITE_LANGUAGES: 'en' })).toThrow(/SITE_LANGUAGES: must include pt-BR/);
    expect(() => parseEnv({ SITE_LANGUAGES: 'pt-BR,fr' })).toThrow(/SITE_LANGUAGES.*must list languages/);
  });
});
