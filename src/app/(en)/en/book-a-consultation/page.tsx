import { bookingFlowMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { BookingFlowPage } from '@/features/booking/components/booking-pages';

export const generateMetadata = () => bookingFlowMetadata('en');

/** /en/book-a-consultation: the booking flow in English, with /agendar-consulta's step parameters. */
export default async function BookingPage({ searchParams }: PageProps<'/en/book-a-consultation'>) {
  return <BookingFlowPage params={await searchParams} locale="en" />;
}
