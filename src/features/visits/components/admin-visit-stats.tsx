import { formatDateTime } from '@/lib/shared/dates';
import { DEVICE_LABELS, formatChange, formatCount, formatRate } from '../format';
import { MAX_LISTED_PATHS, pathLabel, type Dashboard, type Totals } from '../stats';
import { ConversionTables } from './conversion-tables';
import { PeriodPicker } from './period-picker';
import { PipelineTable } from './pipeline-table';
import { StatsTable } from './stats-table';
import { VisitsChart } from './visits-chart';

// /admin/stats (SPEC §2 Statistics, issue 24): the spec's total, last visit and visits per path,
// and the period's dashboard around them. Server-rendered: no client JavaScript of its own.

function Figure({ label, value, detail }: { label: string; value: React.ReactNode; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
      {detail && <dd className="mt-1 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

const versus = (current: number, previous: number) =>
  `${formatChange(current, previous)} em relação ao período anterior (${formatCount(previous)})`;

function PeriodFigures({ current, previous }: { current: Totals; previous: Totals }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Números do período">
      <Figure
        label="Visitas no período"
        value={formatCount(current.visits)}
        detail={versus(current.visits, previous.visits)}
      />
      <Figure
        label="Visitantes únicos"
        value={formatCount(current.visitors)}
        detail={versus(current.visitors, previous.visitors)}
      />
      <Figure
        label="Solicitações"
        value={formatCount(current.requests)}
        detail={versus(current.requests, previous.requests)}
      />
      <Figure
        label="Taxa de conversão"
        value={formatRate(current.requests, current.entries)}
        detail={`Solicitações ÷ entradas no site (${formatCount(current.entries)} entradas)`}
      />
    </dl>
  );
}

export function AdminVisitStats({ stats }: { stats: Dashboard }) {
  return (
    <div className="space-y-8">
      <PeriodPicker period={stats.period} />
      <dl className="grid gap-4 sm:grid-cols-2" aria-label="Desde o início">
        <Figure label="Total de Visitas" value={formatCount(stats.total)} />
        <Figure
          label="Última Visita"
          value={
            stats.lastVisitAt ? (
              <time dateTime={stats.lastVisitAt.toISOString()}>{formatDateTime(stats.lastVisitAt)}</time>
            ) : (
              'Nenhuma visita registrada'
            )
          }
        />
      </dl>
      <PeriodFigures current={stats.current} previous={stats.previous} />
      <VisitsChart days={stats.days} />

      <section aria-label="Visitas por Página" className="space-y-2">
        <StatsTable
          caption="Visitas por Página"
          headers={['Página', 'Visitas', 'Solicitações']}
          empty="Nenhuma visita registrada no período."
          rows={stats.perPath.map((row) => ({
            key: row.path,
            cells: [pathLabel(row.path), formatCount(row.visits), formatCount(row.requests)],
          }))}
        />
        {stats.pathCount > stats.perPath.length && (
          <p className="text-sm text-slate-500">
            Mostrando as {formatCount(MAX_LISTED_PATHS)} páginas mais visitadas de{' '}
            {formatCount(stats.pathCount)}.
          </p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatsTable
          caption="Dispositivos"
          headers={['Dispositivo', 'Visitas']}
          rows={stats.devices.map((row) => ({
            key: row.device,
            cells: [DEVICE_LABELS[row.device] ?? row.device, formatCount(row.visits)],
          }))}
        />
        <StatsTable
          caption="Navegadores"
          headers={['Navegador', 'Visitas']}
          rows={stats.browsers.map((row) => ({
            key: row.browser,
            cells: [row.browser || 'Não identificado', formatCount(row.visits)],
          }))}
        />
      </div>
      <ConversionTables stats={stats} />
      <PipelineTable rows={stats.pipeline} />
    </div>
  );
}
