'use client';

import { FilterForm } from '@/components/ui/filter-form';
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
    <FilterForm
      action="/admin/solicitacoes"
      label="Filtrar solicitações"
      columns="sm:grid-cols-[10rem_12rem_1fr_auto_auto]"
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
      <label className="flex items-center gap-2 self-center text-sm font-medium text-slate-800 sm:mt-6">
        <input
          type="checkbox"
          name="mine"
          value="1"
          defaultChecked={filter.mine === '1'}
          className="h-4 w-4 rounded border-slate-400"
        />
        Minhas solicitações
      </label>
    </FilterForm>
  );
}
