import { ContactPage, contactMetadata } from '@/app/(site)/contact-page';

export const generateMetadata = () => contactMetadata('en');

export default function Page() {
  return <ContactPage locale="en" />;
}
