import type { Metadata } from 'next';
import { ButtonLink } from '@/components/site/button-link';
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
      <SiteHeader firmName={settings.firmName} logoUrl={logoUrl} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">Página não encontrada</h1>
        <p className="mt-4 text-slate-600">O endereço que você acessou não existe ou foi removido.</p>
        <ButtonLink href="/" variant="dark" className="mt-8">
          Voltar para o início
        </ButtonLink>
      </main>
      <SiteFooter details={settings} socialLinks={[]} />
    </>
  );
}
