import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';

/**
 * One page of a long list (the inbox, the activity log): how many match, the table or the empty
 * state, and the links to the other pages.
 */
export function PagedTable<Row extends { id: string }>({
  page,
  noun,
  empty,
  caption,
  columns,
  hrefOf,
}: {
  page: { items: Row[]; total: number; page: number; pageCount: number };
  /** The counted word, singular and plural ('solicitação', 'solicitações'). */
  noun: readonly [string, string];
  empty: string;
  caption: string;
  columns: TableColumn<Row>[];
  hrefOf: (page: number) => string;
}) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {page.total === 1 ? `1 ${noun[0]}` : `${page.total.toLocaleString('pt-BR')} ${noun[1]}`}
      </p>
      {page.items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <SortableTable caption={caption} columns={columns} rows={page.items} />
      )}
      <Pagination page={page.page} pageCount={page.pageCount} hrefOf={hrefOf} />
    </>
  );
}
