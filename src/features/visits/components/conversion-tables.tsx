import { LANGUAGE_NAMES } from '@/lib/shared/locale';
import { formatCount, formatRate, sourceLabel } from '../format';
import type { Dashboard } from '../stats';
import { pathLabel } from '../stats';
import { StatsTable } from './stats-table';

// Which entry pages, sources, campaigns and languages bring requests: entries (visits that entered
// the site there), requests, and the rate requests ÷ entries. Requests sent without an origin show
// as 'Sem origem'. A language's visits are its pages' (English: under /en); its requests, those
// sent from its pages (issue 34 §4).

const figures = (row: { entries: number; requests: number }) => [
  formatCount(row.entries),
  formatCount(row.requests),
  formatRate(row.requests, row.entries),
];

export function ConversionTables({
  stats,
}: {
  stats: Pick<Dashboard, 'entryPages' | 'sources' | 'campaigns' | 'languages' | 'languageSources'>;
}) {
  return (
    <section aria-labelledby="conversions" className="space-y-4">
      <h2 id="conversions" className="text-lg font-semibold text-brand-900">
        Conversões
      </h2>
      <p className="text-sm text-slate-600">
        Solicitações (consultas e mensagens) do período pela origem da visita em que foram enviadas. Taxa =
        solicitações ÷ entradas.
      </p>
      <StatsTable
        caption="Por página de entrada"
        headers={['Página de entrada', 'Entradas', 'Solicitações', 'Taxa']}
        rows={stats.entryPages.map((row) => ({
          key: row.key ?? '\0',
          cells: [row.key === null ? sourceLabel(null) : pathLabel(row.key), ...figures(row)],
        }))}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatsTable
          caption="Por idioma"
          headers={['Idioma', 'Visitas', 'Entradas', 'Solicitações', 'Taxa']}
          empty="Nenhuma visita ou solicitação no período."
          rows={stats.languages.map((row) => ({
            key: row.language,
            cells: [LANGUAGE_NAMES[row.language], formatCount(row.visits), ...figures(row)],
          }))}
        />
        <StatsTable
          caption="Origens por idioma"
          headers={['Idioma', 'Origem', 'Solicitações']}
          empty="Nenhuma solicitação no período."
          rows={stats.languageSources.map((row) => ({
            key: `${row.language}\0${row.source ?? '\0'}`,
            cells: [LANGUAGE_NAMES[row.language], sourceLabel(row.source), formatCount(row.requests)],
          }))}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <StatsTable
          caption="Por origem"
          headers={['Origem', 'Entradas', 'Solicitações', 'Taxa']}
          rows={stats.sources.map((row) => ({
            key: row.key ?? '\0',
            cells: [sourceLabel(row.key), ...figures(row)],
          }))}
        />
        <StatsTable
          caption="Por campanha"
          headers={['Campanha', 'Entradas', 'Solicitações', 'Taxa']}
          empty="Nenhuma campanha (utm_campaign) no período."
          rows={stats.campaigns.map((row) => ({
            key: `${row.key}\0${row.source}\0${row.medium}`,
            cells: [
              <span key="name">
                {row.key}
                <span className="block text-xs text-slate-500">
                  {[sourceLabel(row.source), row.medium].filter(Boolean).join(' / ')}
                </span>
              </span>,
              ...figures(row),
            ],
          }))}
        />
      </div>
    </section>
  );
}
