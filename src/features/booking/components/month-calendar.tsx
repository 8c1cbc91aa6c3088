import { Icon } from '@/components/ui/icon';
import { addDays, weekdayOf } from '@/features/booking/shared/slots';
import { dayName, longDayLabel } from '@/features/booking/shared/time-zones';
import { catalogue, translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { stepHref, type StepState } from './step-links';

const MONTH_NAME: Record<Locale, Intl.DateTimeFormat> = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
};
const monthName = (month: string, locale: Locale) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const name = MONTH_NAME[locale].format(Date.UTC(year, index - 1, 1));
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const NAV = 'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold';

/**
 * A month of days: the ones with a free slot are links to that day, the others plain text
 * (issue 23). 'Mês anterior' and 'Próximo mês' are links too, within the booking window.
 */
export function MonthCalendar({
  state,
  month,
  freeDays,
  previous,
  next,
  chosen,
  base,
  locale = 'pt-BR',
}: {
  base?: string;
  locale?: Locale;
  state: StepState;
  month: string;
  freeDays: Set<string>;
  previous: string | null;
  next: string | null;
  chosen: string | null;
}) {
  const first = `${month}-01`;
  const leading = weekdayOf(first);
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const link = (target: string) => stepHref({ ...state, mes: target, dia: null }, base);
  const t = translator(locale);
  const previousLabel = t('booking.calendar.previous');
  const nextLabel = t('booking.calendar.next');

  return (
    <div data-booking-calendar="">
      <div className="mb-3 flex items-center justify-between gap-2">
        {previous ? (
          <a href={link(previous)} className={`${NAV} text-brand-800 hover:bg-brand-50`}>
            <Icon name="chevron-left" className="size-4" />
            {previousLabel}
          </a>
        ) : (
          <span aria-disabled="true" className={`${NAV} text-slate-400`}>
            <Icon name="chevron-left" className="size-4" />
            {previousLabel}
          </span>
        )}
        {next ? (
          <a href={link(next)} className={`${NAV} text-brand-800 hover:bg-brand-50`}>
            {nextLabel}
            <Icon name="chevron-right" className="size-4" />
          </a>
        ) : (
          <span aria-disabled="true" className={`${NAV} text-slate-400`}>
            {nextLabel}
            <Icon name="chevron-right" className="size-4" />
          </span>
        )}
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <caption className="mb-2 text-lg font-semibold text-brand-900">{monthName(month, locale)}</caption>
        <thead>
          <tr>
            {catalogue(locale).booking.calendar.weekdays.map((label) => (
              <th key={label} scope="col" className="py-1 text-xs font-semibold text-slate-600 uppercase">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={day ?? `empty-${column}`} className="p-0.5">
                  {day && (
                    <DayCell
                      day={day}
                      free={freeDays.has(day)}
                      chosen={day === chosen}
                      href={stepHref({ ...state, mes: month, dia: day }, base)}
                      locale={locale}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({
  day,
  free,
  chosen,
  href,
  locale,
}: {
  day: string;
  free: boolean;
  chosen: boolean;
  href: string;
  locale: Locale;
}) {
  const number = Number(day.slice(8));
  const t = translator(locale);
  if (!free) {
    return (
      // Readable (WCAG AA contrast) though not a link: no background, normal weight.
      <span
        className="block rounded-md py-2 text-slate-500"
        title={t('booking.calendar.noTimes', { day: longDayLabel(day, locale) })}
      >
        <span aria-hidden="true">{number}</span>
        <span className="sr-only">{dayName(day, t('booking.calendar.unavailable'), locale)}</span>
      </span>
    );
  }
  return (
    <a
      href={href}
      aria-label={dayName(
        day,
        t(chosen ? 'booking.calendar.selected' : 'booking.calendar.available'),
        locale,
      )}
      aria-current={chosen ? 'date' : undefined}
      className={`block rounded-md py-2 font-semibold focus-visible:outline-2 focus-visible:outline-accent-500 ${
        chosen ? 'bg-brand-900 text-white' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'
      }`}
    >
      {number}
    </a>
  );
}
