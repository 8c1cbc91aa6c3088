import { AboutPage, aboutPageMetadata } from '@/app/(site)/about-page';

export const generateMetadata = () => aboutPageMetadata('pt-BR');

/** /apresentacao: the firm's presentation and the office gallery. */
export default function Page() {
  return <AboutPage locale="pt-BR" />;
}
