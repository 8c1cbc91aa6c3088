import { AboutPage, aboutPageMetadata } from '@/app/(site)/about-page';

export const generateMetadata = () => aboutPageMetadata('en');

/** /en/about: the firm's presentation in English. */
export default function Page() {
  return <AboutPage locale="en" />;
}
