import Link from 'next/link';
import { buttonClasses } from './button';

/** 'Anterior', 'Página n de m', 'Próxima' under a paged list; `hrefOf` gives a page's address. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
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
