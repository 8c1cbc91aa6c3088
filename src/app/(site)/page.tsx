import { Section } from '@/components/site/section';
import { getHeroBackground } from '@/features/background-images/public-queries';
import { PublicClientLogos } from '@/features/client-logos/components/public-client-logos';
import { ContactForm } from '@/features/contact/components/contact-form';
import { PublicMostRequested } from '@/features/most-requested-services/components/public-most-requested';
import { PracticeAreaCards } from '@/features/services-catalog/components/practice-area-cards';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { HERO_HEADING, HERO_TEXT, HomeHero } from '@/features/site/components/home-hero';
import { TaxBanner } from '@/features/site/components/tax-banner';
import { pageMetadata } from '@/features/site/metadata';
import { PublicSuccessCases } from '@/features/success-cases/components/public-success-cases';
import { PublicTestimonials } from '@/features/testimonials/components/public-testimonials';
import { PublicTips } from '@/features/tips/components/public-tips';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';

export async function generateMetadata() {
  const { firmName } = await getSiteSettingsOrDefaults();
  return pageMetadata(
    {
      title: firmName ? `${firmName} | ${HERO_HEADING}` : HERO_HEADING,
      absoluteTitle: true,
      description: HERO_TEXT,
      path: '/',
    },
    firmName,
  );
}

async function heroBackgroundUrl() {
  try {
    return (await getHeroBackground())?.url ?? null;
  } catch (error) {
    log.error({ err: error }, 'could not load the hero background');
    return null;
  }
}

export default async function HomePage() {
  const backgroundUrl = await heroBackgroundUrl();
  return (
    <>
      <HomeHero locale="pt-BR" backgroundUrl={backgroundUrl} />
      <TaxBanner locale="pt-BR" />
      <Section
        id="services"
        title={translator('pt-BR')('practiceAreas.heading')}
        lead={translator('pt-BR')('home.areasLead')}
      >
        <PracticeAreaCards locale="pt-BR" />
      </Section>
      <Section
        id="servicos-mais-procurados"
        title={translator('pt-BR')('home.mostRequested.title')}
        lead={translator('pt-BR')('home.mostRequested.lead')}
        tone="muted"
      >
        <PublicMostRequested />
      </Section>
      <PublicSuccessCases />
      <PublicTips />
      <PublicTestimonials />
      <PublicClientLogos />
      <Section
        id="contact"
        title="Entre em Contato"
        lead="Conte como podemos ajudar. Respondemos em até um dia útil."
        tone="muted"
      >
        <div className="mx-auto max-w-2xl rounded-xl bg-white p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
