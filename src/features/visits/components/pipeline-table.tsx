import { REQUEST_STATUS_LABELS, REQUEST_STATUS_VALUES } from '@/lib/shared/request-statuses';
import { formatCount, formatDuration, sourceLabel } from '../format';
import type { PipelineRow } from '../conversions';
import { StatsTable } from './stats-table';

// The intake pipeline of the period's requests, per source: how many are at each status, and the
// time from a request to its first response (first status change or note).

export function PipelineTable({ rows }: { rows: PipelineRow[] }) {
  const all = rows.find((row) => row.source === 'all');
  const perSource = rows.filter((row) => row.source !== 'all');
  return (
    <section aria-labelledby="pipeline" className="space-y-4">
      <h2 id="pipeline" className="text-lg font-semibold text-brand-900">
        Atendimento
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3" aria-label="Tempo até a primeira resposta">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Primeira resposta (mediana)</dt>
          <dd className="text-xl font-semibold text-brand-900">
            {formatDuration(all?.medianSeconds ?? null)}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Primeira resposta (90% em até)</dt>
          <dd className="text-xl font-semibold text-brand-900">{formatDuration(all?.p90Seconds ?? null)}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Respondidas</dt>
          <dd className="text-xl font-semibold text-brand-900">
            {formatCount(all?.answered ?? 0)} de {formatCount(all?.total ?? 0)}
          </dd>
        </div>
      </dl>
      <StatsTable
        caption="Solicitações por origem e status"
        headers={[
          'Origem',
          'Total',
          ...REQUEST_STATUS_VALUES.map((status) => REQUEST_STATUS_LABELS[status]),
          '1ª resposta (mediana)',
          '1ª resposta (90%)',
        ]}
        empty="Nenhuma solicitação no período."
        rows={perSource.map((row) => ({
          key: row.source ?? '\0',
          cells: [
            sourceLabel(row.source === 'all' ? null : row.source),
            formatCount(row.total),
            ...REQUEST_STATUS_VALUES.map((status) => formatCount(row.counts[status])),
            formatDuration(row.medianSeconds),
            formatDuration(row.p90Seconds),
          ],
        }))}
      />
    </section>
  );
}
