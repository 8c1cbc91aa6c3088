'use client';

import { ActionForm } from '@/components/ui/action-form';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterForm } from '@/components/ui/filter-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { PagedTable } from '@/components/ui/paged-table';
import { SectionCard } from '@/components/ui/section-card';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { formatDateTime } from '@/lib/shared/dates';
import { addSubscriberAction } from '../actions';
import { addSubscriberSchema, type SubscriberFilter } from '../admin-schema';
import { ALERT_ADMIN, ALERT_LIMITS, ALERT_TOPICS, topicField } from '../messages';
import type { AlertRow } from '../alerts-admin';
import type { SubscriberPage, SubscriberRow } from '../subscribers-admin';

const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  ...Object.entries(ALERT_ADMIN.statuses).map(([value, label]) => ({ value, label })),
];

const topicTitles = (topics: string[]) =>
  topics.length === 0
    ? 'Todas'
    : topics.map((slug) => ALERT_TOPICS.find((topic) => topic.slug === slug)?.title ?? slug).join(', ');

const subscriberColumns: TableColumn<SubscriberRow>[] = [
  { key: 'email', header: 'E-mail', cell: (row) => <span className="break-all">{row.email}</span> },
  { key: 'name', header: 'Nome', cell: (row) => row.name ?? '—' },
  {
    key: 'status',
    header: 'Situação',
    cell: (row) => ALERT_ADMIN.statuses[row.status as keyof typeof ALERT_ADMIN.statuses] ?? row.status,
  },
  { key: 'topics', header: 'Áreas', cell: (row) => topicTitles(row.topics) },
  { key: 'language', header: 'Idioma', cell: (row) => row.language },
  { key: 'origin', header: 'Origem', cell: (row) => row.origin },
  {
    key: 'date',
    header: 'Data',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
  },
];

const ALERT_STATUS_LABELS: Record<string, string> = {
  scheduled: 'Programado',
  sending: 'Enviando',
  sent: 'Enviado',
  cancelled: 'Cancelado',
};

const alertColumns: TableColumn<AlertRow>[] = [
  {
    key: 'post',
    header: 'Post',
    cell: (row) => (
      <a href={`/blog/${row.postSlug}`} className="font-medium text-brand-800 underline">
        {row.postTitle}
      </a>
    ),
  },
  { key: 'status', header: 'Situação', cell: (row) => ALERT_STATUS_LABELS[row.status] ?? row.status },
  {
    key: 'when',
    header: 'Envio',
    cell: (row) => <time dateTime={row.sendAt}>{formatDateTime(row.sendAt)}</time>,
  },
  { key: 'recipients', header: 'Destinatários', cell: (row) => row.recipients },
  { key: 'sent', header: 'Enviados', cell: (row) => row.sent },
  { key: 'failed', header: 'Falhas', cell: (row) => row.failed },
  { key: 'left', header: 'Saíram depois', cell: (row) => row.leftAfter },
  { key: 'requests', header: 'Solicitações', cell: (row) => row.requests },
  { key: 'bookings', header: 'Agendamentos', cell: (row) => row.bookings },
];

function pageHref(filter: SubscriberFilter, page: number) {
  const query = new URLSearchParams({
    ...(filter.q && { q: filter.q }),
    ...(filter.estado && { estado: filter.estado }),
    ...(page > 1 && { pagina: String(page) }),
  });
  return `/admin/informativos${query.size ? `?${query}` : ''}`;
}

/** /admin/informativos (issue 35 §3): the alerts sent and scheduled, then the subscribers. */
export function AdminAlerts({
  subscribers,
  alerts,
  filter,
}: {
  subscribers: SubscriberPage;
  alerts: AlertRow[];
  filter: SubscriberFilter;
}) {
  const csvQuery = new URLSearchParams({
    ...(filter.q && { q: filter.q }),
    ...(filter.estado && { estado: filter.estado }),
  });
  const counts = Object.entries(ALERT_ADMIN.statuses)
    .map(([status, label]) => `${label}: ${subscribers.counts[status] ?? 0}`)
    .join(' · ');
  return (
    <div className="space-y-8">
      <SectionCard
        title="Informativos enviados e programados"
        description="As solicitações e os agendamentos contam quem chegou pelos links do informativo (utm_campaign = endereço do post)."
      >
        {alerts.length === 0 ? (
          <EmptyState message="Nenhum informativo enviado. Envie um post pelo botão 'Enviar como informativo' no editor do blog." />
        ) : (
          <SortableTable caption="Informativos enviados e programados" columns={alertColumns} rows={alerts} />
        )}
      </SectionCard>
      <SectionCard title="Inscritos" description={counts}>
        <FilterForm
          action="/admin/informativos"
          label="Buscar inscritos"
          columns="sm:grid-cols-[1fr_auto_auto]"
        >
          <FormField
            label="Buscar"
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            maxLength={ALERT_LIMITS.search}
            placeholder="E-mail ou nome"
          />
          <SelectField
            label="Situação"
            name="estado"
            defaultValue={filter.estado ?? ''}
            options={STATUS_OPTIONS}
          />
        </FilterForm>
        <p className="mb-4">
          <a
            href={`/admin/informativos/exportar${csvQuery.size ? `?${csvQuery}` : ''}`}
            className={buttonClasses('secondary', 'sm')}
          >
            Exportar CSV
          </a>
        </p>
        <PagedTable
          page={subscribers}
          noun={['inscrito', 'inscritos']}
          empty="Nenhum inscrito encontrado."
          caption="Inscritos nos informativos"
          columns={subscriberColumns}
          hrefOf={(page) => pageHref(filter, page)}
        />
      </SectionCard>
      <SectionCard
        title="Adicionar inscrito"
        description="Só com a base legal registrada (LGPD art. 7): por exemplo, um cliente com contrato que pediu para receber. Quem cancelou a inscrição não pode ser adicionado à mão."
      >
        <ActionForm
          action={addSubscriberAction}
          schema={addSubscriberSchema}
          submitLabel="Adicionar inscrito"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label="E-mail" name="email" type="email" maxLength={ALERT_LIMITS.email} required />
            <FormField label="Nome" name="name" maxLength={ALERT_LIMITS.name} optional />
            <FormField
              label="Base legal"
              name="legal_basis"
              multiline
              rows={2}
              maxLength={ALERT_LIMITS.legalBasis}
              required
              className="md:col-span-2"
            />
            <fieldset className="md:col-span-2">
              <legend className="text-sm font-medium text-slate-900">Áreas (nenhuma: todas)</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {ALERT_TOPICS.map((topic) => (
                  <label key={topic.slug} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" name={topicField(topic.slug)} className="size-4" />
                    {topic.title}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </ActionForm>
      </SectionCard>
    </div>
  );
}
