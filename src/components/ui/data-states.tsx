'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { Button } from './button';

/** Shown while a list loads ('Carregando...' unless told otherwise). */
export function LoadingState({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-10 text-slate-600">
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      {label}
    </div>
  );
}

/**
 * Shown when a list could not be loaded: the spec's message as an error toast, and a way to retry.
 */
export function ErrorState({ message }: { message: string }) {
  const router = useRouter();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);

  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800">
      <p>Não foi possível carregar os dados.</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={() => router.refresh()}>
        Tentar novamente
      </Button>
    </div>
  );
}
