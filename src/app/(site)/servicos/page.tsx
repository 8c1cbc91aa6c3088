import { Breadcrumb } from '@/components/site/breadcrumb';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToTop } from '@/components/site/scroll-to-top';
import { PracticeAreaCards } from '@/features/services-catalog/components/practice-area-cards';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION =
  'Advocacia empresarial, tributária, recuperação judicial, sucessões, direito imobiliário e do consumidor.';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata({ title: 'Nossa Atuação', description: DESCRIPTION, path: '/servicos' }, firmName);
}

export default function ServicesPage() {
  return (
    <>
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
