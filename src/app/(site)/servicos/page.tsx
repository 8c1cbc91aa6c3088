import { Breadcrumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToTop } from '@/components/site/scroll-buttons/scroll-to-top';
import { PracticeAreaCards } from '@/features/services-catalog/components/practice-area-cards';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata, siteUrl } from '@/features/site/metadata';
import { breadcrumbJsonLd } from '@/lib/server/structured-data';

const DESCRIPTION =
  'Advocacia empresarial, tributária, recuperação judicial, sucessões, direito imobiliário e do consumidor.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Nossa Atuação', description: DESCRIPTION, path: '/servicos' }, firmName);
}

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { label: 'Início', path: '/' },
            { label: 'Serviços', path: '/servicos' },
          ],
          siteUrl(),
        )}
      />
      <ScrollToTop />
      <PageHero title="Nossa Atuação" lead={DESCRIPTION}>
        <Breadcrumb items={[{ label: 'Início', href: '/' }, { label: 'Serviços' }]} />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <PracticeAreaCards headingLevel={2} />
      </div>
    </>
  );
}
