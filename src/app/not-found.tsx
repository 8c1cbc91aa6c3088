import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundPage } from '@/components/site/not-found-page';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getActiveLogoUrl } from '@/features/logos/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { translator } from '@/lib/server/i18n';
import { OG_LOCALE, type Locale } from '@/lib/shared/locale';
import { LANGUAGE_HEADER } from '@/runtime/public-routes.mjs';

/** The language of the unknown address: English under /en when the site has it (src/proxy.ts says so). */
async function requestLocale(): Promise<Locale> {
  return (await headers()).get(LANGUAGE_HEADER) === 'en' ? 'en' : 'pt-BR';
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  return {
    title: translator(locale)('site.notFound.title'),
    robots: { index: false },
    // The HTTP layer reads the page's language from it (src/http/public-pages.mjs).
    openGraph: { locale: OG_LOCALE[locale] },
  };
}

/** Every unknown address: the 404 of its language's site, inside that site's header and footer. */
export default async function NotFound() {
  const [locale, settings, logoUrl] = await Promise.all([
    requestLocale(),
    getSiteSettingsOrDefaults(),
    getActiveLogoUrl(),
  ]);
  return (
    <>
      <SiteHeader locale={locale} firmName={settings.firmName} logoUrl={logoUrl} />
      <main id="main">
        <NotFoundPage locale={locale} />
      </main>
      <SiteFooter locale={locale} details={settings} socialLinks={[]} />
    </>
  );
}
