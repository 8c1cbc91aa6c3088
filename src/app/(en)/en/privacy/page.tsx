import { PrivacyPage, privacyPageMetadata } from '@/app/(site)/privacy-page';

export const generateMetadata = () => privacyPageMetadata('en');

/** /en/privacy: the privacy notice in English. */
export default function Page() {
  return <PrivacyPage locale="en" />;
}
