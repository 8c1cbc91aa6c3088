import { AccessibilityPage, accessibilityPageMetadata } from '@/app/(site)/accessibility-page';

export const generateMetadata = () => accessibilityPageMetadata('en');

/** /en/accessibility: the accessibility statement in English. */
export default function Page() {
  return <AccessibilityPage locale="en" />;
}
