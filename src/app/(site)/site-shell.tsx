import type { Metadata } from 'next';
import { JsonLd } from '@/components/site/json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { RecordVisit } from '@/components/site/visits/record-visit';
import { WhatsappButton } from '@/components/site/whatsapp-button';
import { getActiveLogoUrl } from '@/features/logos/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { HERO_HEADING } from '@/features/site/components/home-hero';
import { FEED_LINKS, siteUrl } from '@/features/site/metadata';
import { getActiveSocialLinks } from '@/features/social-links/public-queries';
import { translator } from '@/lib/server/i18n';
import { log } from '@/lib/server/log';
import { legalServiceJsonLd } from '@/lib/server/structured-data';
import { OG_LOCALE, type Locale } from '@/lib/shared/locale';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';

// The public site's layouts (Portuguese in src/app/(site), English in src/app/(en)/en) draw this one
// shell in their language (ADR 0027).

export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const { firmName } = await getSiteSettingsOrDefaults();
  // Until the firm's name is filled in, titles are the pages' own.
  return {
    metadataBase: new URL(siteUrl()),
    title: firmName
      ? { default: firmName, template: `%s | ${firmName}` }
      : { default: HERO_HEADING, template: '%s' },
    description: translator(locale)('site.tagline'),
    openGraph: { type: 'website', locale: OG_LOCALE[locale], ...(firmName && { siteName: firmName }) },
    alternates: { types: FEED_LINKS[locale] },
  };
}

export async function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const [settings, logoUrl, socialLinks] = await Promise.all([
    getSiteSettingsOrDefaults(),
    getActiveLogoUrl(),
    getActiveSocialLinks().catch((error: unknown) => {
      log.error({ err: error }, 'could not load the social links');
      return [];
    }),
  ]);
  const chatUrl = whatsappChatUrl(settings.whatsappNumber);
  const t = translator(locale);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('site.skipToContent')}
      </a>
      <SiteHeader locale={locale} firmName={settings.firmName} logoUrl={logoUrl} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter locale={locale} details={settings} socialLinks={socialLinks} />
      {/* The firm on every public page (schema.org LegalService, from the settings). */}
      <JsonLd data={legalServiceJsonLd(settings, socialLinks, siteUrl(), t('home.text'))} />
      {chatUrl && <WhatsappButton locale={locale} href={chatUrl} />}
      {/* Each public page load is a visit (SPEC §4). */}
      <RecordVisit />
    </>
  );
}
