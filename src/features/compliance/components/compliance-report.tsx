import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { COMPLIANCE_MESSAGES as TEXT, type ComplianceReport } from '../schema';

const cell = 'px-4 py-2 align-top';
const head = 'px-4 py-3 font-medium';

/** /admin/conformidade: each flagged item with a link to its editor, then what the site lacks. */
export function ComplianceReportView({ report }: { report: ComplianceReport }) {
  const { findings, missing } = report;
  return (
    <div className="space-y-6">
      <SectionCard title={TEXT.findingsTitle} className="">
        {findings.length === 0 ? (
          <EmptyState message={TEXT.noFindings} />
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className={head}>
                    Item
                  </th>
                  <th scope="col" className={head}>
                    Tela
                  </th>
                  <th scope="col" className={head}>
                    Expressão
                  </th>
                  <th scope="col" className={head}>
                    Motivo
                  </th>
                  <th scope="col" className={head}>
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {findings.map((finding) => (
                  <tr key={`${finding.href}-${finding.expression}`}>
                    <td className={`${cell} font-medium text-slate-800`}>{finding.item}</td>
                    <td className={cell}>{finding.screen}</td>
                    <td className={cell}>“{finding.found}”</td>
                    <td className={`${cell} text-slate-600`}>{finding.reason}</td>
                    <td className={cell}>
                      <Link
                        href={finding.href}
                        aria-label={`${TEXT.edit}: ${finding.item}`}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {TEXT.edit}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
      <SectionCard title={TEXT.missingTitle} className="">
        {missing.length === 0 ? (
          <p className="text-sm text-slate-700">{TEXT.nothingMissing}</p>
        ) : (
          <ul className="space-y-3 text-sm">
            {missing.map((item) => (
              <li key={item.requirement} className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3">
                <p className="font-semibold text-amber-900">
                  {item.requirement} <span className="font-normal">({item.rule})</span>
                </p>
                <p className="mt-1 text-amber-900">
                  {item.howTo}{' '}
                  <Link href={item.href} className="font-medium underline">
                    Abrir Configurações
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
