import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHero } from '@/components/site/page-hero';
import { BOOKING_ADDRESSES, bookingPagePath } from '@/lib/shared/booking-addresses';
import type { Locale } from '@/lib/shared/locale';
import { bookingByToken, type BookingView } from '../public-queries';
import { isBookingTokenShaped } from '../server/tokens';

/**
 * The path of a booking's page from a token shaped as this server makes them (else the booking
 * flow), in the page's language.
 */
export const reservaPath = (token: string, locale: Locale = 'pt-BR') =>
  isBookingTokenShaped(token) ? bookingPagePath(token, locale) : BOOKING_ADDRESSES[locale].flow;

/**
 * The shell of a booking's pages: 404 for a link this server did not sign; the refusal of its
 * form (features/booking/link-forms.ts) shown at the top.
 */
export async function BookingPageShell({
  token,
  title,
  refusal = null,
  locale = 'pt-BR',
  children,
}: {
  token: string;
  title: string;
  refusal?: string | null;
  locale?: Locale;
  children: (view: BookingView) => ReactNode;
}) {
  const view = await bookingByToken(token, locale);
  if (!view) notFound();
  return (
    <>
      <PageHero title={title} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        {refusal && <Alert variant="error">{refusal}</Alert>}
        {children(view)}
      </div>
    </>
  );
}
