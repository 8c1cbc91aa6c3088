'use client';

import { createContext, useContext, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Image from 'next/image';
import type { ActionResult } from '@/lib/shared/action-result';
import { formatBytes } from '@/lib/shared/file-size';
import { Button } from './button';
import { Modal } from './modal';

// 'Escolher da biblioteca' (issue 33): every image field of the admin, and the editor's 'Inserir
// imagem', choose an item of the media library. The admin shell provides how to read the library
// (its server action) to everything below it, once; a field under no provider (or for an
// administrator who may not read the library) shows no button.

/** An item as the picker shows it (the media library's MediaItemView has these and more). */
export interface LibraryItem {
  id: string;
  url: string;
  fileName: string | null;
  bytes: number;
  width: number;
  height: number;
  altPt: string | null;
  decorative: boolean;
}

export interface LibraryPage {
  items: LibraryItem[];
  total: number;
  page: number;
  pageCount: number;
}

type ListLibrary = (query: { q?: string; pagina?: number }) => Promise<ActionResult<LibraryPage>>;

const LibraryContext = createContext<ListLibrary | null>(null);

export function MediaLibraryProvider({ list, children }: { list?: ListLibrary; children: ReactNode }) {
  return <LibraryContext.Provider value={list ?? null}>{children}</LibraryContext.Provider>;
}

/** How to read the library here, or null (no button then). */
export function useMediaLibrary(): ListLibrary | null {
  return useContext(LibraryContext);
}


/**
 * The library's items to choose from: a search by file name or description, a grid of thumbnails
 * (the optimized small size, loaded lazily), pages. `onChoose` gets the item clicked.
 */
export function LibraryBrowser({ onChoose }: { onChoose: (item: LibraryItem) => void }) {
  const list = useMediaLibrary();
  const searchId = useId();
  const [query, setQuery] = useState<{ q: string; pagina: number }>({ q: '', pagina: 1 });
  const [page, setPage] = useState<LibraryPage | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!list) return;
    let current = true;
    list({ q: query.q || undefined, pagina: query.pagina }).then(
      (result) => {
        if (!current) return;
        if (result.ok) {
          setPage(result.data);
          setError(undefined);
        } else setError(result.message);
      },
      () => current && setError('Erro ao carregar a biblioteca. Tente novamente.'),
    );
    return () => {
      current = false;
    };
  }, [list, query]);

  function search(event: FormEvent<HTMLFormElement>) {
    // The browser sits inside the field's form in React's tree: its submit is its own.
    event.preventDefault();
    event.stopPropagation();
    setQuery({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), pagina: 1 });
  }

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
            Buscar na biblioteca
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            placeholder="Nome do arquivo ou texto alternativo"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {!page && !error && (
        <p role="status" className="text-sm text-slate-600">
          Carregando a biblioteca...
        </p>
      )}
      {page && page.items.length === 0 && (
        <p role="status" className="text-sm text-slate-600">
          {query.q ? 'Nenhuma imagem encontrada.' : 'Nenhuma imagem na biblioteca.'}
        </p>
      )}
      {page && page.items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Imagens da biblioteca">
          {page.items.map((item) => {
            const name = item.fileName ?? item.altPt ?? 'Imagem sem nome';
            return (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onChoose(item)}
                  aria-label={`Escolher ${name}`}
                  className="block w-full rounded-md border border-slate-200 p-1 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Image
                    src={item.url}
                    alt=""
                    width={256}
                    height={160}
                    sizes="160px"
                    loading="lazy"
                    className="h-24 w-full rounded object-cover"
                  />
                  <span className="mt-1 block truncate text-xs text-slate-700">{name}</span>
                  <span className="block text-xs text-slate-500">
                    {item.width}×{item.height} · {formatBytes(item.bytes)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {page && page.pageCount > 1 && (
        <nav aria-label="Páginas da biblioteca" className="flex items-center justify-between text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={page.page <= 1}
            onClick={() => setQuery({ ...query, pagina: page.page - 1 })}
          >
            Anterior
          </Button>
          <span>
            Página {page.page} de {page.pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page.page >= page.pageCount}
            onClick={() => setQuery({ ...query, pagina: page.page + 1 })}
          >
            Próxima
          </Button>
        </nav>
      )}
    </div>
  );
}

/** 'Escolher da biblioteca' as a dialog of its own (an image field's). */
export function LibraryDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (item: LibraryItem) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Escolher da biblioteca">
      {open && <LibraryBrowser onChoose={onChoose} />}
    </Modal>
  );
}
