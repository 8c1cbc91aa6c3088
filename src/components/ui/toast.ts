import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

// sonner (about 13 KB compressed) comes with the first toast, not with every page (issue 13).
// The app's <Toaster> mounts sonner's once it has loaded; sonner shows it the toasts created before.

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => listeners.forEach((listener) => listener(module)));
  }
  return sonner;
}

/** Calls `listener` once sonner has loaded (at once if it has); returns the unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  listeners.add(listener);
  void sonner?.then(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'warning';

const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void loadSonner().then((module) => module.toast[kind](message, options));
};

/** The app's toasts (SPEC §9; warnings: the OAB expressions on save), loaded on first use. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning') };
