'use client';

import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import type { TableColumn } from '@/components/ui/sortable-table';
import { formatCalendarDate, formatDateTime } from '@/lib/shared/dates';
import { LANGUAGE_NAMES } from '@/lib/shared/locale';
import {
  filterQuery,
  isOverdue,
  REQUEST_KIND_LABELS,
  REQUEST_MESSAGES,
  REQUEST_STATUS_LABELS,
  type RequestFilter,
  type RequestItem,
  type RequestPage,
  type StaffMember,
} from '../schema';
import { NotificationCell } from './notification-cell';
import { RequestDetails } from './request-details';
import { RequestsFilters } from './requests-filters';

/** 'Próximo contato', marked 'Atrasado' once its day has passed on a request still open. */
function FollowUpCell({ item, today }: { item: RequestItem; today: string }) {
  if (!item.followUpOn) return <>—</>;
  const date = formatCalendarDate(item.followUpOn);
  if (!isOverdue(item, today)) return <>{date}</>;
  return (
    <span className="font-medium text-red-700">
      {date} <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs">Atrasado</span>
    </span>
  );
}

/** /admin/solicitacoes: filters, one page of requests, and the one opened. */
export function RequestsInbox({
  page,
  filter,
  staff,
  today,
}: {
  page: RequestPage;
  filter: RequestFilter;
  staff: StaffMember[];
  /** Today in Brasília (YYYY-MM-DD), from the server, for the overdue marks. */
  today: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Read from the latest rows, so a status change shows in the open dialog too.
  const open = page.items.find((item) => item.id === openId) ?? null;

  const columns: TableColumn<RequestItem>[] = [
    {
      key: 'date',
      header: 'Data',
      cell: (item) => formatDateTime(item.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'type',
      header: 'Tipo',
      cell: (item) => (
        <>
          {REQUEST_KIND_LABELS[item.kind]}
          {item.appointmentAt && (
            <span className="block text-xs whitespace-nowrap text-slate-600">
              {formatDateTime(item.appointmentAt)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'name',
      header: 'Nome',
      cell: (item) => (
        <button
          type="button"
          onClick={() => setOpenId(item.id)}
          className="text-left font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {item.name}
        </button>
      ),
    },
    { key: 'email', header: 'E-mail', cell: (item) => item.email, className: 'break-all' },
    { key: 'phone', header: 'Telefone', cell: (item) => item.phone ?? '—', className: 'whitespace-nowrap' },
    { key: 'status', header: 'Status', cell: (item) => REQUEST_STATUS_LABELS[item.status] },
    {
      key: 'assignee',
      header: 'Responsável',
      cell: (item) => item.assigneeEmail ?? '—',
      className: 'break-all',
    },
    {
      key: 'follow-up',
      header: 'Próximo contato',
      cell: (item) => <FollowUpCell item={item} today={today} />,
      className: 'whitespace-nowrap',
    },
    { key: 'notification', header: 'Notificação', cell: (item) => <NotificationCell item={item} /> },
    { key: 'language', header: 'Idioma', cell: (item) => LANGUAGE_NAMES[item.language] },
  ];

  return (
    <>
      <RequestsFilters filter={filter} />
      <PagedTable
        page={page}
        noun={['solicitação', 'solicitações']}
        empty={REQUEST_MESSAGES.empty}
        caption="Solicitações, mais recentes primeiro"
        columns={columns}
        hrefOf={(target) => `/admin/solicitacoes${filterQuery(filter, target)}`}
      />
      <RequestDetails item={open} staff={staff} onClose={() => setOpenId(null)} />
    </>
  );
}
