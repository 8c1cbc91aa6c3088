import { PageHero } from '@/components/site/page-hero';
import { PrivacyNoticeText } from '@/components/site/privacy-notice';
import { getPrivacyDetailsOrDefaults } from '@/features/privacy/queries';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { fixedPageMetadata } from './page-metadata';

// /privacidade and /en/privacy: one page, its text from the catalogue.

export const privacyPageMetadata = (locale: Locale) =>
  fixedPageMetadata('/privacidade', locale, 'privacy.title', 'privacy.description');

/** The privacy notice (LGPD), filled with the firm's settings. */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const details = await getPrivacyDetailsOrDefaults();
  const t = translator(locale);
  return (
    <>
      <PageHero title={t('privacy.title')} lead={t('privacy.description')} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <PrivacyNoticeText details={details} locale={locale} />
      </div>
    </>
  );
}
