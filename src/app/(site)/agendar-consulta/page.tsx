import { bookingFlowMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { BookingFlowPage } from '@/features/booking/components/booking-pages';

export const generateMetadata = () => bookingFlowMetadata('pt-BR');

/** /agendar-consulta: the booking flow (issue 23), read from the address at every step. */
export default async function BookingPage({ searchParams }: PageProps<'/agendar-consulta'>) {
  return <BookingFlowPage params={await searchParams} locale="pt-BR" />;
}
