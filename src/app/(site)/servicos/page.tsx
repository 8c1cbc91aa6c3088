import { practiceAreasMetadata } from '@/app/(site)/page-metadata';
import { PracticeAreasPage } from '@/features/services-catalog/components/practice-areas-page';

export const generateMetadata = () => practiceAreasMetadata('pt-BR');

export default function ServicesPage() {
  return <PracticeAreasPage locale="pt-BR" />;
}
