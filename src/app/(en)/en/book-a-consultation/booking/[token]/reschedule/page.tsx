import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { RescheduleBookingPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({
  params,
}: PageProps<'/en/book-a-consultation/booking/[token]/reschedule'>) {
  const { token } = await params;
  return bookingPageMetadata('reschedule', `/en/book-a-consultation/booking/${token}/reschedule`, 'en');
}

/** 'Reschedule' from an English booking's e-mail: the same calendar's free times, then one POST. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/en/book-a-consultation/booking/[token]/reschedule'>) {
  const { token } = await params;
  return <RescheduleBookingPage token={token} query={await searchParams} locale="en" />;
}
