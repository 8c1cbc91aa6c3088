'use client';

import type { ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape or a click outside (ignored while busy). */
  onCancel: () => void;
  onConfirm: () => void;
  /** e.g. 'Confirmar exclusão' */
  title: ReactNode;
  /** e.g. 'Tem certeza que deseja excluir esta notícia? Esta ação não pode ser desfeita.' */
  description?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Shown on the confirm button while busy; defaults to confirmLabel. */
  busyLabel?: string;
  busy?: boolean;
  /** Destructive actions get a red confirm button (default true). */
  destructive?: boolean;
}

/** Asks before doing something that cannot be undone. Focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  cancelLabel = 'Cancelar',
  confirmLabel = 'Confirmar',
  busyLabel,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      busy={busy}
      closeButton={false}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className={`rounded-md px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${
            destructive
              ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-700'
              : 'bg-brand-900 hover:bg-brand-800 focus-visible:outline-brand-700'
          }`}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
