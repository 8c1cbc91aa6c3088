'use client';

import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { onSonnerLoaded } from './toast';

/**
 * The one toaster of the app (SPEC §9): one toast visible at a time, 5 seconds each. sonner's own
 * is mounted when the first toast loads it (./toast.ts). Its region and close button are named
 * in Portuguese, as on the public pages.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => onSonnerLoaded((module) => setSonner(() => module.Toaster)), []);
  return (
    Sonner && (
      <Sonner
        visibleToasts={1}
        duration={5000}
        position="top-right"
        richColors
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      />
    )
  );
}
