import type { Metadata } from 'next';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { pageMetadata } from '@/features/site/metadata';
import { languageAlternates } from '@/lib/server/alternates';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';

// The booking pages' metadata in both languages (src/app/(site)/agendar-consulta and
// src/app/(en)/en/book-a-consultation).

export async function bookingFlowMetadata(locale: Locale): Promise<Metadata> {
  const { firmName } = await getSiteSettingsOrDefaults();
  const t = translator(locale);
  return pageMetadata(
    { title: t('booking.title'), description: t('booking.lead'), path: BOOKING_ADDRESSES[locale].flow },
    firmName,
  );
}

/**
 * A booking's pages: never indexed (a link's token is a credential); each names its twin in the
 * other language (the language link leads there). External links on them are noreferrer (a
 * no-referrer page would make the browser send Origin: null with its forms, refused as foreign).
 */
export async function bookingPageMetadata(
  title: 'details' | 'cancel' | 'reschedule',
  path: string,
  locale: Locale,
): Promise<Metadata> {
  const t = translator(locale);
  const languages = await languageAlternates(path);
  return {
    title: t(title === 'details' ? 'booking.details.title' : `booking.${title}.title`),
    robots: { index: false, follow: false },
    ...(languages && { alternates: { languages } }),
  };
}
