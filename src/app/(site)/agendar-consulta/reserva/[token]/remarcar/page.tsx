import type { Metadata } from 'next';
import { buttonClasses } from '@/components/ui/button';
import { BookingPageShell, reservaPath } from '@/features/booking/components/booking-page';
import { MonthCalendar } from '@/features/booking/components/month-calendar';
import { monthAvailability } from '@/features/booking/public-queries';
import { TIME_ZONE_NOTE } from '@/features/booking/components/booking-flow';
import { linkRefusal } from '@/features/booking/link-forms';
import { BOOKING_MESSAGES } from '@/features/booking/schema';
import { firmLocal } from '@/features/booking/shared/slots';
import { dayLabel, longDayLabel, slotLabel, timeIn } from '@/features/booking/shared/time-zones';
import { knownTimeZone } from '@/features/booking/shared/time-zones';

export const metadata: Metadata = {
  title: 'Remarcar consulta',
  robots: { index: false, follow: false },
};

const param = (value: string | string[] | undefined, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

/** 'Remarcar' from the e-mail: the free days and times of the same calendar, then one POST. */
export default async function ReschedulePage({
  params,
  searchParams,
}: PageProps<'/agendar-consulta/reserva/[token]/remarcar'>) {
  const { token } = await params;
  const query = await searchParams;
  const path = reservaPath(token);
  const day = param(query.dia, /^\d{4}-\d{2}-\d{2}$/);
  const askedMonth = param(query.mes, /^\d{4}-(0[1-9]|1[0-2])$/);
  const zone = knownTimeZone(typeof query.fuso === 'string' ? query.fuso : null);
  const refusal = linkRefusal(query.erro, BOOKING_MESSAGES.rescheduleFailed);
  return (
    <BookingPageShell token={token} title="Remarcar consulta" refusal={refusal}>
      {async (view) => {
        if (!view.changeable) {
          return (
            <p className="text-slate-800">
              Esta consulta não pode mais ser remarcada pelo site.{' '}
              <a href={path} className="font-semibold text-brand-800 underline">
                Ver a consulta
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
        return (
          <div className="space-y-6" data-enhance="booking-steps">
            <p className="text-slate-800">
              Sua consulta está marcada para {dayLabel(firmLocal(view.start).day)} às {timeIn(view.start)}.
              Escolha o novo dia e horário.
            </p>
            <p className="text-sm text-slate-600">{TIME_ZONE_NOTE}</p>
            <MonthCalendar
              base={`${path}/remarcar`}
              state={{ fuso: zone }}
              month={month.month}
              freeDays={month.freeDays}
              previous={month.previous}
              next={month.next}
              chosen={day}
            />
            {day && month.slots.length > 0 && (
              <form method="post" action={`${path}/remarcar/confirmar`} className="space-y-4">
                <input type="hidden" name="dia" value={day} />
                <fieldset>
                  <legend className="font-medium text-slate-800">Novo horário em {longDayLabel(day)}</legend>
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
                          className="accent-brand-800"
                        />
                        {slotLabel(slot.start, shownZone)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <button type="submit" className={buttonClasses('dark', 'lg')}>
                  Remarcar consulta
                </button>
              </form>
            )}
          </div>
        );
      }}
    </BookingPageShell>
  );
}
