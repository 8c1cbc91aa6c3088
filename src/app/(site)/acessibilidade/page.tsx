import { AccessibilityPage, accessibilityPageMetadata } from '@/components/site/accessibility-page';

export const generateMetadata = () => accessibilityPageMetadata('pt-BR');

/** /acessibilidade: the firm's accessibility statement. */
export default function Page() {
  return <AccessibilityPage locale="pt-BR" />;
}
