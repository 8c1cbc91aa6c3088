'use client';

import { useState } from 'react';
import { startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { FieldErrorsProvider } from '@/components/ui/action-form';
import { AuthenticatorCodeField } from '@/components/ui/authenticator-code-field';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { SortableTable, type TableColumn } from '@/components/ui/sortable-table';
import { useActionForm, useActionRunner } from '@/components/ui/use-action-form';
import type { ActionResult } from '@/lib/shared/action-result';
import { formatDateTime } from '@/lib/shared/dates';
import { addPasskeyAction, passkeyRegistrationOptionsAction, removePasskeyAction } from '../actions';
import { PASSKEY_MESSAGES as M, passkeyConfirmationSchema, type PasskeyItem } from '../schema';

/** The browser said no (the person cancelled, or the device refused): not an error to log. */
const cancelled = (error: unknown) =>
  error instanceof WebAuthnError || (error instanceof DOMException && error.name === 'NotAllowedError');

/**
 * 'Adicionar passkey': the current password (and the app's code when the second step is on) goes
 * first; once the server confirmed it, the browser creates the passkey and the server stores it.
 */
async function addPasskey(formData: FormData): Promise<ActionResult<unknown>> {
  const options = await passkeyRegistrationOptionsAction(formData);
  if (!options.ok) return options;
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch (error) {
    if (!cancelled(error)) throw error;
    return { ok: false as const, message: M.cancelled };
  }
  return addPasskeyAction(response);
}

/**
 * 'Passkeys' at /admin/profile: the list, 'Adicionar passkey' (after the current password, and the
 * code when `twoFactorEnabled`) and 'Remover' (after a confirmation).
 */
export function PasskeysCard({
  items,
  twoFactorEnabled,
}: {
  items: PasskeyItem[];
  twoFactorEnabled: boolean;
}) {
  const adding = useActionForm(addPasskey, { schema: passkeyConfirmationSchema });
  const removing = useActionRunner();
  const [target, setTarget] = useState<PasskeyItem | null>(null);

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
      <form
        method="post"
        noValidate
        onSubmit={adding.onSubmit}
        className="mt-4 space-y-4"
        aria-busy={adding.pending || undefined}
      >
        <p className="text-sm text-slate-700">{twoFactorEnabled ? M.codePrompt : M.passwordPrompt}</p>
        <FieldErrorsProvider form={adding}>
          <CurrentPasswordField disabled={adding.pending} />
          {twoFactorEnabled && <AuthenticatorCodeField disabled={adding.pending} />}
        </FieldErrorsProvider>
        <Button type="submit" disabled={adding.pending} aria-busy={adding.pending || undefined}>
          {adding.pending ? M.adding : M.add}
        </Button>
      </form>
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
