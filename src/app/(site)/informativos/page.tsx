import { AlertsPage, alertsPageMetadata } from '../alerts-pages';

export const generateMetadata = () => alertsPageMetadata('pt-BR');

/** /informativos (issue 35): the subscribe form on its own page. */
export default function Page() {
  return <AlertsPage locale="pt-BR" />;
}
