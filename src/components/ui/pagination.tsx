import Link from 'next/link';
import { buttonClasses } from './button';

/** 'Anterior', 'Página n de m', 'Próxima' under a paged list; `hrefOf` gives a page's address. */
/** A paged list's page, its number of pages and the address of a page. */
export interface PaginationProps {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (target: number, label: string) => (
    <Link href={hrefOf(target)} className={buttonClasses('secondary', 'sm')}>
      {label}
    </Link>
  );
  return (
    <nav
      aria-label="Paginação"
      className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-700"
    >
      <span>{page > 1 && link(page - 1, 'Anterior')}</span>
      <span>
        Página {page} de {pageCount}
      </span>
      <span>{page < pageCount && link(page + 1, 'Próxima')}</span>
    </nav>
  );
}
