import { Breadcrumb } from '@/components/site/breadcrumb';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { ScrollToTop } from '@/components/site/scroll-buttons/scroll-to-top';
import { addressOf } from '@/lib/server/addresses';
import { getEnv } from '@/lib/server/env';
import { translator } from '@/lib/server/i18n';
import { breadcrumbJsonLd } from '@/lib/server/structured-data';
import type { Locale } from '@/lib/shared/locale';
import { PracticeAreaCards } from './practice-area-cards';

/** /servicos and /en/practice-areas: the six practice areas (SPEC §2). */
export function PracticeAreasPage({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const home = { label: t('practiceAreas.home'), path: addressOf('/', locale) };
  const here = { label: t('practiceAreas.servicesCrumb'), path: addressOf('/servicos', locale) };
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([home, here], getEnv().SITE_URL)} />
      <ScrollToTop />
      <PageHero title={t('practiceAreas.heading')} lead={t('practiceAreas.pageDescription')}>
        <Breadcrumb locale={locale} items={[{ label: home.label, href: home.path }, { label: here.label }]} />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <PracticeAreaCards locale={locale} headingLevel={2} />
      </div>
    </>
  );
}
