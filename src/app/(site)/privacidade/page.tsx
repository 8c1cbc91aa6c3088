import { PrivacyPage, privacyPageMetadata } from '@/app/(site)/privacy-page';

export const generateMetadata = () => privacyPageMetadata('pt-BR');

/** /privacidade: the privacy notice (LGPD), filled with the firm's settings. */
export default function Page() {
  return <PrivacyPage locale="pt-BR" />;
}
