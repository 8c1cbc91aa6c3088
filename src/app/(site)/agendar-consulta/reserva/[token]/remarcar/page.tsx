import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { RescheduleBookingPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({ params }: PageProps<'/agendar-consulta/reserva/[token]/remarcar'>) {
  const { token } = await params;
  return bookingPageMetadata('reschedule', `/agendar-consulta/reserva/${token}/remarcar`, 'pt-BR');
}

/** 'Remarcar' from the e-mail: the free days and times of the same calendar, then one POST. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]/remarcar'>) {
  const { token } = await params;
  return <RescheduleBookingPage token={token} query={await searchParams} locale="pt-BR" />;
}
