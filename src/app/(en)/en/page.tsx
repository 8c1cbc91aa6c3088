import { Section } from '@/components/site/section';
import { getHeroBackground } from '@/features/background-images/public-queries';
import { PublicMostRequested } from '@/features/most-requested-services/components/public-most-requested';
import { PracticeAreaCards } from '@/features/services-catalog/components/practice-area-cards';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { HomeHero } from '@/features/site/components/home-hero';
import { TaxBanner } from '@/features/site/components/tax-banner';
import { pageMetadata } from '@/features/site/metadata';
import { PublicSuccessCases } from '@/features/success-cases/components/public-success-cases';
import { PublicTestimonials } from '@/features/testimonials/components/public-testimonials';
import { PublicTips } from '@/features/tips/components/public-tips';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';

const t = translator('en');

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  const heading = t('home.heading');
  return pageMetadata(
    {
      title: firmName ? `${firmName} | ${heading}` : heading,
      absoluteTitle: true,
      description: t('home.text'),
      path: '/en',
    },
    firmName,
  );
}

/**
 * The English home (issue 34): the hero, the tax banner, the practice areas, and the content that
 * has an English version (ADR 0028).
 */
export default async function EnglishHomePage() {
  const backgroundUrl = await getHeroBackground()
    .then((background) => background?.url ?? null)
    .catch((error: unknown) => {
      log.error({ err: error }, 'could not load the hero background');
      return null;
    });
  return (
    <>
      <HomeHero locale="en" backgroundUrl={backgroundUrl} />
      <TaxBanner locale="en" />
      <Section id="services" title={t('practiceAreas.heading')} lead={t('home.areasLead')}>
        <PracticeAreaCards locale="en" />
      </Section>
      <Section
        id="most-requested-services"
        title={t('home.mostRequested.title')}
        lead={t('home.mostRequested.lead')}
        tone="muted"
      >
        <PublicMostRequested locale="en" />
      </Section>
      <PublicSuccessCases locale="en" />
      <PublicTips locale="en" />
      <PublicTestimonials locale="en" />
    </>
  );
}
