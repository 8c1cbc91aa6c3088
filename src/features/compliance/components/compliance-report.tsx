import type { ReactNode } from 'react';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/shared/dates';
import { MEDIA_PATH } from '@/features/media/exports';
import { COMPLIANCE_MESSAGES as TEXT, type ComplianceReport } from '../schema';

const cell = 'px-4 py-2 align-top';
const head = 'px-4 py-3 font-medium';
const LINK = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/**
 * /admin/conformidade: each flagged item with a link to its editor, then what the site lacks; then
 * the accessibility findings of the public texts and the library's images without a description.
 */
export function ComplianceReportView({ report }: { report: ComplianceReport }) {
  const { findings, missing } = report;
  return (
    <div className="space-y-6">
      <SectionCard title={TEXT.findingsTitle} className="">
        {findings.length === 0 ? (
          <EmptyState message={TEXT.noFindings} />
        ) : (
          <FindingsTable
            headers={['Item', 'Tela', 'Expressão', 'Motivo']}
            rows={findings.map((finding) => ({
              key: `${finding.href}-${finding.expression}`,
              ...finding,
              cells: [
                <td key="found" className={cell}>
                  “{finding.found}”
                </td>,
                <td key="reason" className={`${cell} text-slate-600`}>
                  {finding.reason}
                </td>,
              ],
            }))}
          />
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
      <SectionCard title={TEXT.accessibilityTitle} className="">
        {report.accessibility.length === 0 ? (
          <EmptyState message={TEXT.noAccessibilityFindings} />
        ) : (
          <FindingsTable
            headers={['Item', 'Tela', 'O que corrigir']}
            rows={report.accessibility.map((finding, index) => ({
              key: `${finding.href}-${index}`,
              ...finding,
              cells: [
                <td
                  key="message"
                  className={`${cell} ${finding.blocking ? 'font-medium text-red-800' : 'text-slate-600'}`}
                >
                  {finding.message}
                </td>,
              ],
            }))}
          />
        )}
      </SectionCard>
      <SectionCard title={TEXT.imagesTitle} className="">
        {report.undescribedImageCount === 0 ? (
          <p className="text-sm text-slate-700">{TEXT.noUndescribedImages}</p>
        ) : (
          <div className="space-y-3 text-sm">
            <p className="text-slate-700">
              {TEXT.imagesHowTo}{' '}
              <Link href={MEDIA_PATH} className={LINK}>
                {TEXT.openLibrary}
              </Link>
            </p>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {report.undescribedImages.map((image) => (
                <li key={image.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                  <span className="font-medium break-all text-slate-800">{image.name}</span>
                  <span className="text-slate-600">
                    {image.width} × {image.height} px · {formatDate(image.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
            {report.undescribedImageCount > report.undescribedImages.length && (
              <p className="text-slate-600">
                {TEXT.moreImages(report.undescribedImageCount - report.undescribedImages.length)}
              </p>
            )}
          </div>
        )}
      </SectionCard>
    </div>
  );
}

/**
 * A table of findings: each item, its screen, what the finding says (`cells`) and a link to its
 * editor.
 */
function FindingsTable({
  headers,
  rows,
}: {
  headers: string[];
  rows: { key: string; item: string; screen: string; href: string; cells: ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={head}>
                {header}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={`${cell} font-medium text-slate-800`}>{row.item}</td>
              <td className={cell}>{row.screen}</td>
              {row.cells}
              <td className={cell}>
                <Link href={row.href} aria-label={`${TEXT.edit}: ${row.item}`} className={LINK}>
                  {TEXT.edit}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
