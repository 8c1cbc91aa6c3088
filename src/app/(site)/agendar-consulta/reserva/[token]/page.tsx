import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { BookingViewPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({ params }: PageProps<'/agendar-consulta/reserva/[token]'>) {
  const { token } = await params;
  return bookingPageMetadata('details', `/agendar-consulta/reserva/${token}`, 'pt-BR');
}

/** A booking's page (issue 23): after booking, and from the e-mails' links. */
export default async function BookingPage({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]'>) {
  const { token } = await params;
  return <BookingViewPage token={token} query={await searchParams} locale="pt-BR" />;
}
