'use client';

import { useRouter } from 'next/navigation';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { FilterForm } from '@/components/ui/filter-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { useActionForm } from '@/components/ui/use-action-form';
import { LANGUAGE_NAMES } from '@/lib/shared/locale';
import { searchRequestsAction } from '../actions';
import {
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
  REQUESTS_SEARCH_MAX,
  requestSearchSchema,
  type RequestFilter,
} from '../schema';

const ALL = { value: '', label: 'Todos' };
const options = (labels: Record<string, string>) => [
  ALL,
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/**
 * Type, status and search, sent to a server action: the term is kept by the server (a cookie of
 * the inbox), and the page it opens, its paging links and its CSV have `busca=1` instead of it.
 */
export function RequestsFilters({ filter }: { filter: RequestFilter }) {
  const router = useRouter();
  const form = useActionForm(searchRequestsAction, {
    schema: requestSearchSchema,
    resetOnSuccess: false,
    refresh: false,
    onSuccess: (href) => href && router.push(href),
  });
  return (
    <FilterForm
      action="/admin/solicitacoes"
      label="Filtrar solicitações"
      columns="sm:grid-cols-[10rem_12rem_9rem_1fr_auto_auto]"
      onSubmit={form.onSubmit}
      busy={form.pending}
    >
      <FieldErrorsProvider form={form}>
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
        <SelectField
          label="Idioma"
          name="language"
          defaultValue={filter.language ?? ''}
          options={options(LANGUAGE_NAMES)}
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
      </FieldErrorsProvider>
    </FilterForm>
  );
}
