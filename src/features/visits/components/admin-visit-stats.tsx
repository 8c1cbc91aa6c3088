import { MAX_LISTED_PATHS, pathLabel, type VisitStats } from '../stats';

// /admin/stats (SPEC §2 Statistics): total, last visit in pt-BR date and time (the firm's time
// zone), and visits per page path, most visited first. Server-rendered: no client JS.

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});
const count = new Intl.NumberFormat('pt-BR');

/** The figures under the screen's title. */
export function AdminVisitStats({ stats }: { stats: VisitStats }) {
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-500">Total de Visitas</dt>
          <dd className="mt-1 text-3xl font-bold text-brand-900">{count.format(stats.total)}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-500">Última Visita</dt>
          <dd className="mt-1 text-xl font-semibold text-brand-900">
            {stats.lastVisitAt ? (
              <time dateTime={stats.lastVisitAt.toISOString()}>{dateTime.format(stats.lastVisitAt)}</time>
            ) : (
              'Nenhuma visita registrada'
            )}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="visits-per-page" className="space-y-3">
        <h2 id="visits-per-page" className="text-lg font-semibold text-brand-900">
          Visitas por Página
        </h2>
        {stats.perPath.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500">
            Nenhuma visita registrada.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Página
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Visitas
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {stats.perPath.map((row) => (
                  <tr key={row.path}>
                    <td className="px-4 py-2 break-all">{pathLabel(row.path)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{count.format(row.visits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {stats.pathCount > stats.perPath.length && (
          <p className="text-sm text-slate-500">
            Mostrando as {count.format(MAX_LISTED_PATHS)} páginas mais visitadas de{' '}
            {count.format(stats.pathCount)}.
          </p>
        )}
      </section>
    </div>
  );
}
