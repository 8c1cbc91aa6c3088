'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Text under the title, read out as the dialog's description. */
  description?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'lg';
  children?: ReactNode;
}

/**
 * Hides everything outside the dialog from assistive technology while it is open (like Radix's
 * hideOthers): the browser makes it inert, this also drops it from the accessibility tree.
 * Live regions (the toaster) stay, so toasts are still announced.
 */
function hideOthers(keep: Element): () => void {
  const hidden: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (
      element === keep ||
      element.contains(keep) ||
      element.getAttribute('aria-hidden') === 'true' ||
      element.matches('script, [aria-live]') ||
      element.querySelector('[aria-live]')
    )
      continue;
    element.setAttribute('aria-hidden', 'true');
    hidden.push(element);
  }
  return () => hidden.forEach((element) => element.removeAttribute('aria-hidden'));
}

/**
 * A modal dialog on the native <dialog> element (showModal): focus stays inside, the page behind is
 * inert, Escape closes, and focus goes back to where it was when the dialog closes.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  size = 'lg',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // Start at the marked element or the first field, not at the close button.
    dialog
      .querySelector<HTMLElement>('[data-autofocus], input:not([type=hidden]), textarea, select')
      ?.focus();
    const restore = hideOthers(dialog);
    return () => {
      restore();
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: let the owner decide (it closes and resets)
        onClose();
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50 ${size === 'sm' ? 'max-w-md' : 'max-w-2xl'}`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-brand-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="px-6 py-4">{children}</div>
    </dialog>,
    document.body,
  );
}
