'use client';

import { useMemo, useState, type ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; the value rows are compared by. */
  sortValue?: (row: Row) => string | number;
  className?: string;
}

export interface SortableTableProps<Row extends { id: string }> {
  /** Read out as the table's name (visually hidden). */
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** The initial order; rows keep their given order until a header is clicked otherwise. */
  initialSort?: SortState;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function compare(a: string | number, b: string | number) {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * A real <table>. Sortable columns have a header button: a click sorts by it ascending, a second
 * click toggles the direction; the arrow and aria-sort say which.
 */
export function SortableTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  initialSort,
}: SortableTableProps<Row>) {
  const [sort, setSort] = useState<SortState | undefined>(initialSort);

  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.column);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    // A stable sort: equal values keep the server's order.
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  function toggle(column: string) {
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => {
              const active = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    column.sortValue
                      ? active === 'asc'
                        ? 'ascending'
                        : active === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                  className={`px-4 py-3 font-semibold ${column.className ?? ''}`}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.key)}
                      className="inline-flex items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      {column.header}
                      <span aria-hidden className="w-3 text-xs">
                        {active === 'asc' ? '↑' : active === 'desc' ? '↓' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {sorted.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={`px-4 py-3 align-top ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
