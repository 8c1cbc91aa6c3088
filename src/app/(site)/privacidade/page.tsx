import { PageHero } from '@/components/site/page-hero';
import { PRIVACY_TITLE, PrivacyNoticeText } from '@/components/site/privacy-notice';
import { getPrivacyDetailsOrDefaults } from '@/features/privacy/queries';
import { pageMetadata } from '@/features/site/metadata';

const DESCRIPTION = 'Como o escritório trata os dados pessoais enviados pelo site, conforme a LGPD.';

export async function generateMetadata() {
  const { firmName } = await getPrivacyDetailsOrDefaults();
  return pageMetadata({ title: PRIVACY_TITLE, description: DESCRIPTION, path: '/privacidade' }, firmName);
}

/** /privacidade: the privacy notice (LGPD), filled with the firm's settings. */
export default async function PrivacyPage() {
  const details = await getPrivacyDetailsOrDefaults();
  return (
    <>
      <PageHero title={PRIVACY_TITLE} lead={DESCRIPTION} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <PrivacyNoticeText details={details} />
      </div>
    </>
  );
}
