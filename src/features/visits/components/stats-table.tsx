import type { ReactNode } from 'react';

// A plain, server-rendered table of the statistics: a caption naming it, the first column the
// row's name, the others right-aligned figures.

export interface StatsTableProps {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty?: string;
}

export function StatsTable({ caption, headers, rows, empty = 'Nenhum dado no período.' }: StatsTableProps) {
  if (rows.length === 0) {
    return (
      <div>
        <h3 className="mb-2 text-base font-semibold text-brand-900">{caption}</h3>
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
          {empty}
        </p>
      </div>
    );
  }
  // The scrolling box takes the keyboard's focus, so a wide table can be scrolled without a mouse
  // (the table's caption names it; no landmark of its own, beside the section that holds it).
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 pb-2 text-left text-base font-semibold text-brand-900">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`px-4 py-2 font-medium ${index ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index} className={`px-4 py-2 ${index ? 'text-right tabular-nums' : 'break-all'}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
