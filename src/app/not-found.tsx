import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/site/not-found-page';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getActiveLogoUrl } from '@/features/logos/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';

export const metadata: Metadata = {
  title: 'Página não encontrada',
  robots: { index: false },
};

/** Every unknown path: a Portuguese 404 inside the site's header and footer. */
export default async function NotFound() {
  const [settings, logoUrl] = await Promise.all([getSiteSettingsOrDefaults(), getActiveLogoUrl()]);
  return (
    <>
      <SiteHeader locale="pt-BR" firmName={settings.firmName} logoUrl={logoUrl} />
      <main id="main">
        <NotFoundPage locale="pt-BR" />
      </main>
      <SiteFooter locale="pt-BR" details={settings} socialLinks={[]} />
    </>
  );
}
