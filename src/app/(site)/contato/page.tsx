import { ContactPage, contactMetadata } from '../contact-page';

export const generateMetadata = () => contactMetadata('pt-BR');

export default function Page() {
  return <ContactPage locale="pt-BR" />;
}
