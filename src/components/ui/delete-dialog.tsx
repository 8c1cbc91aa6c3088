'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface DeleteDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** Shown on the confirm button while the deletion runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before destroying something: an alert dialog with the spec's text, cancel and confirm. */
export function DeleteDialog({
  open,
  title,
  text,
  cancelLabel = 'Cancelar',
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: DeleteDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      description={text}
      role="alertdialog"
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
