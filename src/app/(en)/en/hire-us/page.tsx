import { hirePageMetadata } from '@/app/(site)/page-metadata';
import { HirePage } from '@/features/site/components/hire-page';

export const generateMetadata = () => hirePageMetadata('en');

export default function Page() {
  return <HirePage locale="en" />;
}
