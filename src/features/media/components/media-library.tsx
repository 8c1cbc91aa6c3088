'use client';

import { useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterForm } from '@/components/ui/filter-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { useActionRunner } from '@/components/ui/use-action-form';
import { deleteMediaItemsAction } from '../actions';
import { mediaHref, MEDIA_PATH } from '../links';
import {
  isDescribed,
  MEDIA_FILTERS,
  MEDIA_KINDS,
  MEDIA_MESSAGES as M,
  type MediaItemView,
  type MediaPage,
  type MediaQuery,
  type MediaUsage,
} from '../schema';
import { MediaItemDialog } from './media-item-dialog';
import { MediaUploader } from './media-uploader';

/** An item's name on the screen: its file name, or a fallback for a catalogued file. */
export const nameOf = (item: Pick<MediaItemView, 'fileName'>) => item.fileName || M.unnamed;

/** Search, kind and filter: a plain GET form, so the library's view is in the address. */
function MediaFilters({ query }: { query: MediaQuery }) {
  return (
    <FilterForm action={MEDIA_PATH} label={M.filterLabel} columns="sm:grid-cols-[2fr_1fr_auto_auto]">
      <FormField label={M.search} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />
      <SelectField
        label={M.kind}
        name="tipo"
        defaultValue={query.tipo ?? ''}
        options={[
          { value: '', label: M.allKinds },
          ...Object.entries(MEDIA_KINDS).map(([value, label]) => ({ value, label })),
        ]}
      />
      <fieldset className="flex flex-col gap-1 text-sm text-slate-800">
        <legend className="font-medium">{M.show}</legend>
        {[['', M.allItems] as const, ...Object.entries(MEDIA_FILTERS)].map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="filtro" value={value} defaultChecked={(query.filtro ?? '') === value} />
            {label}
          </label>
        ))}
      </fieldset>
    </FilterForm>
  );
}

function Tile({
  item,
  query,
  selected,
  onSelect,
}: {
  item: MediaItemView;
  query: MediaQuery;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const name = nameOf(item);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Link
        href={mediaHref(query, { item: item.id })}
        scroll={false}
        aria-label={M.open(name)}
        className="block aspect-square bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Image
          src={item.url}
          alt={item.altPt?.trim() || name}
          width={256}
          height={256}
          sizes="160px"
          loading="lazy"
          className="size-full object-cover"
          style={{ objectPosition: `${item.focalX}% ${item.focalY}%` }}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-2 text-xs">
        <label className="flex items-start gap-2 break-all text-slate-800">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={M.select(name)}
            className="mt-0.5 shrink-0"
          />
          <span aria-hidden>{name}</span>
        </label>
        <div className="flex flex-wrap gap-1">
          {!isDescribed(item) && (
            <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">
              {MEDIA_FILTERS['sem-alt']}
            </span>
          )}
          {!item.used && (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
              {MEDIA_FILTERS['nao-usada']}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** /admin/midia: filters, uploads, the grid with selection and deletion, pages, an item's panel. */
export function MediaLibrary({
  page,
  query,
  detail,
}: {
  page: MediaPage;
  query: MediaQuery;
  detail: { item: MediaItemView; usages: MediaUsage[] } | null;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useActionRunner();
  const visible = page.items.filter((item) => selected.has(item.id));
  const filtered = Boolean(query.q || query.tipo || query.filtro);

  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = () =>
    run(() => deleteMediaItemsAction(visible.map((item) => item.id)), {
      onSuccess: () => setSelected(new Set()),
      onDone: () => setConfirming(false),
    });

  return (
    <>
      <MediaFilters query={query} />
      <MediaUploader query={query} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {M.count(page.total)}
        </p>
        <Button
          variant="danger"
          size="sm"
          disabled={visible.length === 0}
          onClick={() => setConfirming(true)}
        >
          {M.deleteSelected}
          {visible.length > 0 && ` (${visible.length})`}
        </Button>
      </div>
      {page.items.length === 0 ? (
        <EmptyState message={filtered ? M.noMatch : M.empty} />
      ) : (
        <ul aria-label={M.gridLabel} className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
          {page.items.map((item) => (
            <Tile
              key={item.id}
              item={item}
              query={query}
              selected={selected.has(item.id)}
              onSelect={(checked) => select(item.id, checked)}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(target) => mediaHref(query, { pagina: target })}
      />
      <DeleteDialog
        open={confirming}
        title={M.confirmDeleteTitle}
        text={M.confirmDelete(visible.length)}
        confirmLabel={M.deleteLabel}
        busyLabel={M.deleting}
        busy={pending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
      {detail && <MediaItemDialog key={detail.item.id} detail={detail} query={query} />}
    </>
  );
}
