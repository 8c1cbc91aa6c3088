import type { Metadata } from 'next';
import { BookingDetails } from '@/features/booking/components/booking-details';
import { BookingPageShell, reservaPath } from '@/features/booking/components/booking-page';

// A link's token is a credential: the page is never indexed; external links on it are noreferrer
// (a no-referrer page would make the browser send Origin: null with its forms, refused as foreign).
export const metadata: Metadata = {
  title: 'Sua consulta',
  robots: { index: false, follow: false },
};

/** A booking's page (issue 23): after booking, and from the e-mails' links. */
export default async function BookingPage({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]'>) {
  const { token } = await params;
  const query = await searchParams;
  const just = query.remarcada ? 'moved' : query.cancelada ? 'cancelled' : null;
  return (
    <BookingPageShell token={token} title="Sua consulta">
      {(view) => <BookingDetails view={view} path={reservaPath(token)} just={just} />}
    </BookingPageShell>
  );
}
