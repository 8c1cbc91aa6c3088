import type { Metadata } from 'next';
import { JsonLd } from '@/components/site/json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { RecordVisit } from '@/components/site/visits/record-visit';
import { WhatsappButton } from '@/components/site/whatsapp-button';
import { getActiveLogoUrl } from '@/features/logos/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { HERO_HEADING, HERO_TEXT } from '@/features/site/components/home-hero';
import { FEED_LINK, siteUrl } from '@/features/site/metadata';
import { getActiveSocialLinks } from '@/features/social-links/public-queries';
import { legalServiceJsonLd } from '@/lib/server/structured-data';
import { whatsappChatUrl } from '@/lib/shared/whatsapp';
import { log } from '@/lib/server/log';

// Public pages are rendered once, kept in memory and served from there until the admin changes what
// they show (invalidate(tag)); at most a minute passes before a background refresh either way
// (docs/decisions/0004-public-pages-cached-in-memory.md).
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const { firmName } = await getSiteSettingsOrDefaults();
  // Until the firm's name is filled in, titles are the pages' own.
  return {
    metadataBase: new URL(siteUrl()),
    title: firmName
      ? { default: firmName, template: `%s | ${firmName}` }
      : { default: HERO_HEADING, template: '%s' },
    openGraph: { type: 'website', locale: 'pt_BR', ...(firmName && { siteName: firmName }) },
    alternates: { types: FEED_LINK },
  };
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, logoUrl, socialLinks] = await Promise.all([
    getSiteSettingsOrDefaults(),
    getActiveLogoUrl(),
    getActiveSocialLinks().catch((error: unknown) => {
      log.error({ err: error }, 'could not load the social links');
      return [];
    }),
  ]);
  const chatUrl = whatsappChatUrl(settings.whatsappNumber);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader firmName={settings.firmName} logoUrl={logoUrl} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter details={settings} socialLinks={socialLinks} />
      {/* The firm on every public page (schema.org LegalService, from the settings). */}
      <JsonLd data={legalServiceJsonLd(settings, socialLinks, siteUrl(), HERO_TEXT)} />
      {chatUrl && <WhatsappButton href={chatUrl} />}
      {/* Each public page load is a visit (SPEC §4). */}
      <RecordVisit />
    </>
  );
}
