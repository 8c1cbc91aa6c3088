'use client';

import { FilterForm } from '@/components/ui/filter-form';
import { SelectField } from '@/components/ui/form-field';
import { PagedTable } from '@/components/ui/paged-table';
import type { TableColumn } from '@/components/ui/sortable-table';
import {
  activityEntityLabels,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_MESSAGES,
  activityFilterQuery,
  type ActivityFilter,
  type ActivityItem,
  type ActivityPage,
} from '@/lib/shared/activity';
import { formatDateTime } from '@/lib/shared/dates';

const PATH = '/admin/atividades';
const ALL = { value: '', label: 'Todos' };

/** User and kind: a plain GET form, so the filter is in the address (as in the inbox). */
function ActivityFilters({ filter, users }: { filter: ActivityFilter; users: ActivityPage['users'] }) {
  return (
    <FilterForm action={PATH} label="Filtrar atividades" columns="sm:grid-cols-[1fr_1fr_auto]">
      <SelectField
        label="Usuário"
        name="user"
        defaultValue={filter.user ?? ''}
        options={[ALL, ...users.map((user) => ({ value: user.id, label: user.email }))]}
      />
      <SelectField
        label="Ação"
        name="kind"
        defaultValue={filter.kind ?? ''}
        options={[
          { value: '', label: 'Todas' },
          ...Object.entries(ACTIVITY_KIND_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
    </FilterForm>
  );
}

function userOf(item: ActivityItem): string {
  if (item.actorEmail) return item.actorEmail;
  return item.actorId ? ACTIVITY_MESSAGES.removedUser : ACTIVITY_MESSAGES.unknownUser;
}

/** Each item's label: the core ones and every declared content type's (read once). */
const ENTITY_LABELS = activityEntityLabels();

const columns: TableColumn<ActivityItem>[] = [
  { key: 'at', header: 'Data', cell: (item) => formatDateTime(item.at), className: 'whitespace-nowrap' },
  { key: 'user', header: 'Usuário', cell: userOf, className: 'break-all' },
  { key: 'kind', header: 'Ação', cell: (item) => ACTIVITY_KIND_LABELS[item.kind] ?? item.kind },
  {
    key: 'entity',
    header: 'Item',
    cell: (item) => (
      <>
        {ENTITY_LABELS[item.entity] ?? item.entity}
        {item.entityId && <span className="block font-mono text-xs text-slate-500">{item.entityId}</span>}
      </>
    ),
  },
  { key: 'detail', header: 'Detalhe', cell: (item) => item.detail ?? '—' },
];

/** /admin/atividades: filters, one page of entries, newest first. */
export function ActivityLog({ page, filter }: { page: ActivityPage; filter: ActivityFilter }) {
  return (
    <>
      <ActivityFilters filter={filter} users={page.users} />
      <PagedTable
        page={page}
        noun={['atividade', 'atividades']}
        empty={ACTIVITY_MESSAGES.empty}
        caption="Atividades, mais recentes primeiro"
        columns={columns}
        hrefOf={(target) => `${PATH}${activityFilterQuery(filter, target)}`}
      />
    </>
  );
}
