'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { toast } from '@/components/ui/toast';
import { useActionRunner } from '@/components/ui/use-action-form';
import { formatDateTime } from '@/lib/shared/dates';
import { endOtherSessionsAction, endSessionAction } from '../actions';
import { SESSIONS_MESSAGES as M, type SessionItem } from '../schema';

/** 'Sessões ativas': each session, 'esta sessão' first; 'Encerrar' one, or all the others. */
export function SessionsCard({ items }: { items: SessionItem[] }) {
  const runner = useActionRunner();
  // null: no dialog; 'others': every other session; else the one session.
  const [target, setTarget] = useState<SessionItem | 'others' | null>(null);
  const others = items.filter((item) => !item.current).length;

  function confirm() {
    if (target === 'others') {
      runner.run(() => endOtherSessionsAction(), {
        onSuccess: (count) => toast.success(count ? M.othersEnded(count) : M.noOthers),
        onDone: () => setTarget(null),
      });
    } else if (target) {
      runner.run(() => endSessionAction(target.id), { onDone: () => setTarget(null) });
    }
  }

  const columns: TableColumn<SessionItem>[] = [
    {
      key: 'device',
      header: M.device,
      cell: (item) => (
        <>
          {item.device}
          {item.current && (
            <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-800">
              {M.current}
            </span>
          )}
        </>
      ),
    },
    { key: 'place', header: M.place, cell: (item) => item.place },
    {
      key: 'createdAt',
      header: M.createdAt,
      cell: (item) => formatDateTime(item.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'lastUsed',
      header: M.lastUsed,
      cell: (item) => formatDateTime(item.lastUsedAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: M.actions,
      cell: (item) =>
        item.current ? (
          '—'
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setTarget(item)}
            aria-label={`${M.end} ${item.device}`}
          >
            {M.end}
          </Button>
        ),
    },
  ];

  return (
    <SectionCard title={M.title} description={M.description} className="mb-8">
      <SortableTable caption={M.caption} columns={columns} rows={items} />
      <Button variant="danger" className="mt-4" onClick={() => setTarget('others')} disabled={others === 0}>
        {M.endOthers}
      </Button>
      <DeleteDialog
        open={target !== null}
        title={M.confirmTitle}
        text={target === 'others' ? M.confirmOthers : target ? M.confirmOne(target.device) : ''}
        cancelLabel={M.cancel}
        confirmLabel={target === 'others' ? M.endOthers : M.end}
        busyLabel={M.ending}
        busy={runner.pending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
