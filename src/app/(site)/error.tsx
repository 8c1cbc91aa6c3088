'use client';

import { useEffect } from 'react';

export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error('[site] page failed:', error), [error]);
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Não foi possível carregar esta página</h1>
      <p className="mt-4 text-slate-600">
        Ocorreu um erro inesperado. Por favor, tente novamente em instantes.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Tentar novamente
      </button>
    </div>
  );
}
