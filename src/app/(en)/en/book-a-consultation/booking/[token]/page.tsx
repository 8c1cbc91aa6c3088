import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { BookingViewPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({ params }: PageProps<'/en/book-a-consultation/booking/[token]'>) {
  const { token } = await params;
  return bookingPageMetadata('details', `/en/book-a-consultation/booking/${token}`, 'en');
}

/** A booking's page in English: after booking on the English page, and from its e-mails' links. */
export default async function BookingPage({
  params,
  searchParams,
}: PageProps<'/en/book-a-consultation/booking/[token]'>) {
  const { token } = await params;
  return <BookingViewPage token={token} query={await searchParams} locale="en" />;
}
