import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/site/page-hero';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { linkRefusal } from '../link-forms';
import { bookingChoices, monthAvailability } from '../public-queries';
import { BOOKING_MESSAGES } from '../schema';
import { BOOKING_ADDRESSES } from '@/lib/shared/booking-addresses';
import { modalityOfParam } from '../shared/options';
import { firmLocal } from '../shared/slots';
import { dayLabel, knownTimeZone, longDayLabel, slotLabel, slotName, timeIn } from '../shared/time-zones';
import { messageIn, statusName } from '../texts';
import { bookedMessage, BookingDetails } from './booking-details';
import { BookingFlow, timeZoneNote } from './booking-flow';
import { BookingPageShell, reservaPath } from './booking-page';
import { MonthCalendar } from './month-calendar';

// The booking's pages in both languages (issue 23; issue 34: /en/book-a-consultation and a
// booking's English pages): src/app/(site)/agendar-consulta and src/app/(en)/en/book-a-consultation
// render these with their locale. The steps' and pages' parameters are the same in both.

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 64) : null);
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const monthParam = (value: string | null) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null);

/** /agendar-consulta, /en/book-a-consultation: the booking flow, read from the address at every step. */
export async function BookingFlowPage({ params, locale }: { params: Query; locale: Locale }) {
  const t = translator(locale);
  const modality = modalityOfParam(one(params.modalidade));
  const zone = knownTimeZone(one(params.fuso));
  const choices = await bookingChoices(one(params.area));
  const area = choices.areas.some((item) => item.value === one(params.area)) ? one(params.area) : null;
  const state = {
    area,
    modalidade: area && modality && choices.modalities.includes(modality) ? one(params.modalidade) : null,
    mes: monthParam(one(params.mes)),
    dia: dayParam(one(params.dia)),
    fuso: zone,
  };
  const chosenModality = state.modalidade ? modality : null;
  const month =
    area && chosenModality
      ? await monthAvailability({ area, modality: chosenModality }, state.mes, state.dia)
      : null;
  return (
    <>
      <PageHero title={t('booking.title')} lead={t('booking.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BookingFlow
          state={{ ...state, mes: month?.month ?? state.mes }}
          choices={choices}
          modality={chosenModality}
          month={month}
          zone={zone}
          locale={locale}
        />
      </div>
    </>
  );
}

/** A booking's page (issue 23): after booking, and from the e-mails' links. */
export function BookingViewPage({ token, query, locale }: { token: string; query: Query; locale: Locale }) {
  const just = query.remarcada ? 'moved' : query.cancelada ? 'cancelled' : null;
  return (
    <BookingPageShell token={token} title={translator(locale)('booking.details.title')} locale={locale}>
      {(view) => <BookingDetails view={view} path={reservaPath(token, locale)} just={just} locale={locale} />}
    </BookingPageShell>
  );
}

/** 'Cancelar' from the e-mail: a question and a button; only the button's POST cancels. */
export function CancelBookingPage({ token, query, locale }: { token: string; query: Query; locale: Locale }) {
  const t = translator(locale);
  const refused = linkRefusal(query.erro, BOOKING_MESSAGES.cancelFailed);
  const path = reservaPath(token, locale);
  const paths = BOOKING_ADDRESSES[locale];
  const booked = (start: number) =>
    locale === 'pt-BR'
      ? bookedMessage({ start }).replace('agendada', 'marcada')
      : t('booking.cancel.booked', { day: dayLabel(firmLocal(start).day, locale), time: timeIn(start) });
  return (
    <BookingPageShell
      token={token}
      title={t('booking.cancel.title')}
      refusal={refused && messageIn(refused, locale)}
      locale={locale}
    >
      {(view) =>
        view.changeable ? (
          <form
            method="post"
            action={`${path}/${paths.cancel}/${paths.confirm}`}
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <p className="text-slate-800">{booked(view.start)}</p>
            <p className="text-slate-800">{t('booking.cancel.question')}</p>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={buttonClasses('dark', 'lg')}>
                {t('booking.cancel.confirm')}
              </button>
              <a href={path} className={buttonClasses('outline', 'lg')}>
                {t('booking.cancel.keep')}
              </a>
            </div>
          </form>
        ) : (
          <p className="text-slate-800">
            {t('booking.cancel.notAllowed', { status: statusName(view.status, locale) })}{' '}
            <a href={path} className="font-semibold text-brand-800 underline">
              {t('booking.see')}
            </a>
          </p>
        )
      }
    </BookingPageShell>
  );
}

const param = (value: string | string[] | undefined, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

/** 'Remarcar' from the e-mail: the free days and times of the same calendar, then one POST. */
export function RescheduleBookingPage({
  token,
  query,
  locale,
}: {
  token: string;
  query: Query;
  locale: Locale;
}) {
  const t = translator(locale);
  const path = reservaPath(token, locale);
  const paths = BOOKING_ADDRESSES[locale];
  const day = param(query.dia, /^\d{4}-\d{2}-\d{2}$/);
  const askedMonth = param(query.mes, /^\d{4}-(0[1-9]|1[0-2])$/);
  const zone = knownTimeZone(typeof query.fuso === 'string' ? query.fuso : null);
  const refused = linkRefusal(query.erro, BOOKING_MESSAGES.rescheduleFailed);
  return (
    <BookingPageShell
      token={token}
      title={t('booking.reschedule.title')}
      refusal={refused && messageIn(refused, locale)}
      locale={locale}
    >
      {async (view) => {
        if (!view.changeable) {
          return (
            <p className="text-slate-800">
              {t('booking.reschedule.notAllowed')}{' '}
              <a href={path} className="font-semibold text-brand-800 underline">
                {t('booking.see')}
              </a>
            </p>
          );
        }
        const month = await monthAvailability(
          {
            area: view.area ?? '',
            modality: view.modality,
            calendarId: view.calendarId,
            ignoreBookingId: view.id,
          },
          // The booking's own month first: a move is usually to a nearby day.
          askedMonth ?? (day ? null : firmLocal(view.start).day.slice(0, 7)),
          day,
        );
        const shownZone = zone ?? view.visitorTimeZone;
        const available = t('booking.calendar.available');
        return (
          <div className="space-y-6" data-enhance="booking-steps">
            <p className="text-slate-800">
              {t('booking.reschedule.current', {
                day: dayLabel(firmLocal(view.start).day, locale),
                time: timeIn(view.start),
              })}
            </p>
            <p className="text-sm text-slate-600">{timeZoneNote(locale)}</p>
            <MonthCalendar
              base={`${path}/${paths.reschedule}`}
              locale={locale}
              state={{ fuso: zone }}
              month={month.month}
              freeDays={month.freeDays}
              previous={month.previous}
              next={month.next}
              chosen={day}
            />
            {day && month.slots.length > 0 && (
              <form
                method="post"
                action={`${path}/${paths.reschedule}/${paths.confirm}`}
                className="space-y-4"
              >
                <input type="hidden" name="dia" value={day} />
                <fieldset>
                  <legend className="font-medium text-slate-800">
                    {t('booking.reschedule.newTime', { day: longDayLabel(day, locale) })}
                  </legend>
                  <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {month.slots.map((slot) => (
                      <label
                        key={slot.start}
                        className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
                      >
                        <input
                          type="radio"
                          name="hora"
                          value={timeIn(slot.start)}
                          required
                          aria-label={slotName(slotLabel(slot.start, shownZone, locale), available)}
                          className="accent-brand-800"
                        />
                        {slotLabel(slot.start, shownZone, locale)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <button type="submit" className={buttonClasses('dark', 'lg')}>
                  {t('booking.reschedule.submit')}
                </button>
              </form>
            )}
          </div>
        );
      }}
    </BookingPageShell>
  );
}
