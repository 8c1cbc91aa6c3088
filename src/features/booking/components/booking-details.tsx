import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, slotLabel, timeIn } from '@/features/booking/shared/time-zones';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import type { BookingView } from '../public-queries';
import { areaName, messageIn, modalityName, statusName } from '../texts';
import { bookingWhatsappUrl } from '../whatsapp';

/** 'Consulta agendada para 03/12/2026 às 10:00.' (issue 23); 'Consultation booked for December 3, 2026 at 10:00.' */
export function bookedMessage(view: Pick<BookingView, 'start'>, locale: Locale = 'pt-BR'): string {
  const day = dayLabel(firmLocal(view.start).day, locale);
  if (locale === 'pt-BR') return BOOKING_MESSAGES.success(day, timeIn(view.start));
  return translator(locale)('booking.messages.success', { day, time: timeIn(view.start) });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A booking's page: the success message right after moving or cancelling, where and when, its
 * status, the WhatsApp step, and the 'Cancelar' and 'Remarcar' links of its e-mails.
 */
export function BookingDetails({
  view,
  path,
  just,
  locale = 'pt-BR',
}: {
  view: BookingView;
  path: string;
  just: 'moved' | 'cancelled' | null;
  locale?: Locale;
}) {
  const t = translator(locale);
  const { day } = firmLocal(view.start);
  const chat = view.status === 'confirmed' ? bookingWhatsappUrl(view, locale) : null;
  const online = view.modality === 'online';
  const paths = BOOKING_ADDRESSES[locale];
  const moved =
    locale === 'pt-BR'
      ? BOOKING_MESSAGES.rescheduled(dayLabel(day), timeIn(view.start))
      : t('booking.messages.rescheduled', { day: dayLabel(day, locale), time: timeIn(view.start) });
  return (
    <div className="space-y-6">
      {just === 'moved' && view.status === 'confirmed' && (
        <Alert variant="success">
          <p className="text-base font-semibold">{moved}</p>
        </Alert>
      )}
      {just === 'cancelled' && view.status === 'cancelled' && (
        <Alert variant="success">
          <p className="text-base font-semibold">{messageIn(BOOKING_MESSAGES.cancelled, locale)}</p>
        </Alert>
      )}
      {view.status === 'cancelled' && view.cancelledBy === 'firm' && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {t('booking.details.firmCancelled')}
          {view.reason && ` ${t('booking.details.reason', { reason: view.reason })}`}
        </p>
      )}
      <section
        aria-labelledby="booking-title"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="booking-title" className="text-lg font-semibold text-brand-900">
          {t('booking.details.title')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label={t('booking.details.date')}>{dayLabel(day, locale)}</Row>
          <Row label={t('booking.details.time')}>
            {slotLabel(view.start, view.visitorTimeZone, locale)}{' '}
            <span className="text-sm text-slate-600">{t('booking.details.firmClock')}</span>
          </Row>
          <Row label={t('booking.details.modality')}>{modalityName(view.modality, locale)}</Row>
          <Row label={t(online ? 'booking.details.videoLink' : 'booking.details.address')}>
            {online && /^https?:\/\//.test(view.place) ? (
              <a
                href={view.place}
                className="font-medium break-all text-brand-800 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {view.place}
              </a>
            ) : (
              view.place
            )}
          </Row>
          <Row label={t('booking.details.area')}>{areaName(view.area, locale)}</Row>
          <Row label={t('booking.details.status')}>{statusName(view.status, locale)}</Row>
        </dl>
      </section>
      {chat && (
        <p className="rounded-md bg-green-50 px-4 py-3 text-green-900">
          {t('booking.parts.whatsappAsk')}{' '}
          <a href={chat} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            {t('booking.parts.whatsappLink')}
          </a>
          .
        </p>
      )}
      {view.changeable && (
        <div className="flex flex-wrap gap-3">
          <a href={`${path}/${paths.reschedule}`} className={buttonClasses('outline', 'lg')}>
            <Icon name="calendar-days" className="size-4" />
            {t('booking.details.reschedule')}
          </a>
          <a href={`${path}/${paths.cancel}`} className={buttonClasses('outline', 'lg')}>
            {t('booking.details.cancel')}
          </a>
        </div>
      )}
      <p className="text-sm text-slate-600">{t('booking.details.keepEmail')}</p>
    </div>
  );
}
