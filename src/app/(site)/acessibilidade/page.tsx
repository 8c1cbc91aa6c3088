import { AccessibilityPage, accessibilityPageMetadata } from '@/app/(site)/accessibility-page';

export const generateMetadata = () => accessibilityPageMetadata('pt-BR');

/** /acessibilidade: the firm's accessibility statement. */
export default function Page() {
  return <AccessibilityPage locale="pt-BR" />;
}
