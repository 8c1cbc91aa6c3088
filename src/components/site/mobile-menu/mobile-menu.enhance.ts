// The drawer of mobile-menu.tsx: a modal <dialog> (Escape closes it and focus
// goes back to the menu button natively). Its close button, any of its links or a click on the
// backdrop close it too; Tab and Shift+Tab cycle inside it.

export default function mobileMenu(root: HTMLElement): void {
  const open = root.querySelector('button');
  const dialog = root.querySelector('dialog');
  if (!open || !dialog) return;
  open.addEventListener('click', () => {
    dialog.showModal();
    open.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => open.setAttribute('aria-expanded', 'false'));
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The dialog itself is the target only on its backdrop: the panel fills it.
    if (target === dialog || target.closest('a, button')) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const edge = focusable[event.shiftKey ? 0 : focusable.length - 1];
    if (document.activeElement === edge) {
      event.preventDefault();
      focusable[event.shiftKey ? focusable.length - 1 : 0]?.focus();
    }
  });
}
