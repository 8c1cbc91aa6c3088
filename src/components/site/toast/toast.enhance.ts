// The public pages' toasts (SPEC §9), as the back office's sonner shows them: one at a time, at the
// top right, 5 seconds each, coloured by kind, with a close button. Screen readers hear them through
// the polite live region they are added to.

export type ToastKind = 'success' | 'error' | 'warning';

const DURATION_MS = 5000;
const COLOURS: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
};

let region: HTMLElement | undefined;

function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('section');
  region.setAttribute('aria-label', 'Notificações');
  region.setAttribute('aria-live', 'polite');
  region.className = 'fixed top-4 right-4 left-4 z-[100] flex flex-col items-end sm:left-auto';
  document.body.append(region);
  return region;
}

/** Shows `message` (replacing the toast on screen, if any); `id` avoids showing one twice. */
export function toast(kind: ToastKind, message: string, { id }: { id?: string } = {}): void {
  const container = toastRegion();
  if (id && container.querySelector(`[data-toast-id="${CSS.escape(id)}"]`)) return;
  container.replaceChildren();
  const item = document.createElement('div');
  item.dataset.toast = kind;
  if (id) item.dataset.toastId = id;
  item.className = `flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 text-sm font-medium shadow-lg ${COLOURS[kind]}`;
  const text = document.createElement('p');
  text.className = 'flex-1';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Fechar notificação');
  close.className = 'rounded px-1 leading-none opacity-70 hover:opacity-100';
  close.textContent = '×';
  close.addEventListener('click', () => item.remove());
  item.append(text, close);
  container.append(item);
  setTimeout(() => item.remove(), DURATION_MS);
}
