import { practiceArea } from '@/features/services-catalog/catalog';
import { ServicePage } from '@/features/services-catalog/components/service-page';
import { servicePageMetadata } from '@/app/(site)/page-metadata';

const area = () => practiceArea('direito-sucessoes', 'pt-BR');

export const generateMetadata = () => servicePageMetadata(area());

export default function Page() {
  return <ServicePage area={area()} locale="pt-BR" />;
}
