'use client';

import { Icon } from '@/components/ui/icon';
import { useRef, useState } from 'react';
import { HEADER_LINKS } from './nav-links';

/**
 * The navigation drawer of small screens: a modal <dialog> on the right, so focus stays inside
 * while it is open, Escape closes it and focus returns to the menu button.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  const close = () => dialog.current?.close();

  return (
    <div className="md:hidden">
      <button
        type="button"
        className="rounded-md p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] bg-brand-900 p-0 text-white shadow-xl backdrop:bg-black/50"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (outside the panel) closes the drawer.
          if (event.target === dialog.current) close();
        }}
        onKeyDown={(event) => {
          // Keep Tab and Shift+Tab cycling inside the drawer instead of leaving for the browser's UI.
          if (event.key !== 'Tab' || !dialog.current) return;
          const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button');
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className="flex h-full flex-col p-6">
          <div className="flex justify-end">
            <button
              type="button"
              className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
              aria-label="Fechar menu"
              onClick={close}
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          <nav aria-label="Menu principal" className="mt-4">
            <ul className="space-y-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={close}
                    className="block rounded-md px-3 py-3 text-lg font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-400"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </div>
  );
}
