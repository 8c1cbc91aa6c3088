'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

export interface DialogProps {
  open: boolean;
  /** Called when the person asks to close it: Escape, the close button or a click outside. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt (e.g. before deleting). */
  role?: 'dialog' | 'alertdialog';
  /** While busy, Escape and clicks outside do not close it. */
  busy?: boolean;
  /** Show the × button in the corner (default true). */
  closeButton?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus stays inside and
 * returns to the opener when it closes, Escape closes it. Labelled by its title and description.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  busy = false,
  closeButton = true,
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: React state decides whether it closes.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open && (
        <div className="relative p-6">
          <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm text-slate-600">
              {description}
            </div>
          )}
          {children && <div className="mt-4">{children}</div>}
          {closeButton && (
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label="Fechar"
              className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
      )}
    </dialog>
  );
}
