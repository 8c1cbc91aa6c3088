'use client';

import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import {
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
  REQUESTS_SEARCH_MAX,
  type RequestFilter,
} from '../schema';

const ALL = { value: '', label: 'Todos' };
const options = (labels: Record<string, string>) => [
  ALL,
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** Type, status and search: a plain GET form, so the filter is in the address (and the CSV's). */
export function RequestsFilters({ filter }: { filter: RequestFilter }) {
  return (
    <form
      method="get"
      action="/admin/solicitacoes"
      role="search"
      aria-label="Filtrar solicitações"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-end"
    >
      <SelectField
        label="Tipo"
        name="type"
        defaultValue={filter.type ?? ''}
        options={options(REQUEST_KIND_LABELS)}
      />
      <SelectField
        label="Status"
        name="status"
        defaultValue={filter.status ?? ''}
        options={options(REQUEST_STATUS_LABELS)}
      />
      <FormField
        label="Buscar"
        name="q"
        type="search"
        defaultValue={filter.q ?? ''}
        maxLength={REQUESTS_SEARCH_MAX}
        placeholder="Nome, e-mail ou texto"
      />
      <div className="flex gap-2">
        <Button type="submit">Filtrar</Button>
        <Link href="/admin/solicitacoes" className={buttonClasses('secondary')}>
          Limpar
        </Link>
      </div>
    </form>
  );
}
