import { AlertsPage, alertsPageMetadata } from '@/app/(site)/alerts-pages';

export const generateMetadata = () => alertsPageMetadata('en');

/** /en/alerts (issue 34): the subscribe form in English, the e-mails' language English first. */
export default function Page() {
  return <AlertsPage locale="en" />;
}
