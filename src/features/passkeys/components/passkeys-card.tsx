'use client';

import { useState } from 'react';
import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { useActionRunner } from '@/components/ui/use-action-form';
import { formatDateTime } from '@/lib/shared/dates';
import { addPasskeyAction, passkeyRegistrationOptionsAction, removePasskeyAction } from '../actions';
import { PASSKEY_MESSAGES as M, type PasskeyItem } from '../schema';

/** The browser said no (the person cancelled, or the device refused): not an error to log. */
const cancelled = (error: unknown) =>
  error instanceof WebAuthnError || (error instanceof DOMException && error.name === 'NotAllowedError');

/** 'Passkeys' at /admin/profile: the list, 'Adicionar passkey' and 'Remover' (after a confirmation). */
export function PasskeysCard({ items }: { items: PasskeyItem[] }) {
  const adding = useActionRunner();
  const removing = useActionRunner();
  const [target, setTarget] = useState<PasskeyItem | null>(null);

  function add() {
    adding.run(async () => {
      const options = await passkeyRegistrationOptionsAction();
      if (!options.ok) return options;
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.data as never });
      } catch (error) {
        if (!cancelled(error)) throw error;
        return { ok: false as const, message: M.cancelled };
      }
      return addPasskeyAction(response);
    });
  }

  const columns: TableColumn<PasskeyItem>[] = [
    { key: 'name', header: M.name, cell: (item) => item.name },
    {
      key: 'createdAt',
      header: M.createdAt,
      cell: (item) => (item.createdAt ? formatDateTime(item.createdAt) : '—'),
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      header: M.actions,
      cell: (item) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setTarget(item)}
          aria-label={`${M.remove} ${item.name}`}
        >
          {M.remove}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard title={M.title} description={M.description} className="mb-8 max-w-2xl">
      {items.length === 0 ? (
        <EmptyState message={M.empty} />
      ) : (
        <SortableTable caption={M.listCaption} columns={columns} rows={items} />
      )}
      <Button
        className="mt-4"
        onClick={add}
        disabled={adding.pending}
        aria-busy={adding.pending || undefined}
      >
        {adding.pending ? M.adding : M.add}
      </Button>
      <DeleteDialog
        open={target !== null}
        title={M.confirmTitle}
        text={target ? M.confirmRemove(target.name) : ''}
        confirmLabel={M.remove}
        busyLabel={M.removing}
        busy={removing.pending}
        onCancel={() => setTarget(null)}
        onConfirm={() =>
          target && removing.run(() => removePasskeyAction(target.id), { onDone: () => setTarget(null) })
        }
      />
    </SectionCard>
  );
}
