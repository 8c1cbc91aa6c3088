import { ConsultationPage, consultationMetadata } from '@/app/(site)/consultation-page';

export const generateMetadata = () => consultationMetadata('/en/consultation-request', 'en');

export default function Page() {
  return <ConsultationPage locale="en" />;
}
