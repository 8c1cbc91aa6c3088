import { Button } from '@/components/ui/button';
import { FieldMarkup } from '@/components/ui/field-markup';
import { formatCalendarDate } from '@/lib/shared/dates';
import { PERIOD_PRESETS, periodQuery, type Period } from '../period';

// The period of /admin/stats: links for the presets and a plain GET form for chosen dates, so the
// period is in the address (reload, share, the CSV export) and works without JavaScript.

const linkClasses =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white';

export function PeriodPicker({ period }: { period: Period }) {
  return (
    <div className="mb-6 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <nav aria-label="Período" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => (
          <a
            key={preset.value}
            href={`/admin/stats?periodo=${preset.value}`}
            aria-current={period.preset === preset.value ? 'page' : undefined}
            className={linkClasses}
          >
            {preset.label}
          </a>
        ))}
      </nav>
      <form
        method="get"
        action="/admin/stats"
        aria-label="Escolher datas"
        className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-end"
      >
        <FieldMarkup label="De" name="de" type="date" defaultValue={period.from} required />
        <FieldMarkup label="Até" name="ate" type="date" defaultValue={period.to} required />
        <Button type="submit">Aplicar</Button>
      </form>
      {period.error && (
        <p role="alert" className="text-sm text-red-700">
          {period.error}
        </p>
      )}
      <p className="text-sm text-slate-600">
        De {formatCalendarDate(period.from)} a {formatCalendarDate(period.to)} ({period.days}{' '}
        {period.days === 1 ? 'dia' : 'dias'}), comparado com {formatCalendarDate(period.previous.from)} a{' '}
        {formatCalendarDate(period.previous.to)}.{' '}
        <a
          href={`/admin/stats/exportar${periodQuery(period)}`}
          className="font-medium text-brand-800 underline"
        >
          Exportar CSV
        </a>
      </p>
    </div>
  );
}
