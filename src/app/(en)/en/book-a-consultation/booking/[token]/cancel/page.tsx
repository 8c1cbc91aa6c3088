import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { CancelBookingPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({
  params,
}: PageProps<'/en/book-a-consultation/booking/[token]/cancel'>) {
  const { token } = await params;
  return bookingPageMetadata('cancel', `/en/book-a-consultation/booking/${token}/cancel`, 'en');
}

/** 'Cancel' from an English booking's e-mail: a question and a button; only the button's POST cancels. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/en/book-a-consultation/booking/[token]/cancel'>) {
  const { token } = await params;
  return <CancelBookingPage token={token} query={await searchParams} locale="en" />;
}
