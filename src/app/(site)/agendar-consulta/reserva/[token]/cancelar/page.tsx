import { bookingPageMetadata } from '@/app/(site)/agendar-consulta/metadata';
import { CancelBookingPage } from '@/features/booking/components/booking-pages';

export async function generateMetadata({ params }: PageProps<'/agendar-consulta/reserva/[token]/cancelar'>) {
  const { token } = await params;
  return bookingPageMetadata('cancel', `/agendar-consulta/reserva/${token}/cancelar`, 'pt-BR');
}

/** 'Cancelar' from the e-mail: a question and a button; only the button's POST cancels. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]/cancelar'>) {
  const { token } = await params;
  return <CancelBookingPage token={token} query={await searchParams} locale="pt-BR" />;
}
