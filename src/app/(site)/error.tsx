// Next.js wants error boundaries to be Client Components, but public pages run no React in the
// browser (src/enhance/site.ts): the retry is a plain link that loads the page again.
'use client';

export default function SiteError() {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Não foi possível carregar esta página</h1>
      <p className="mt-4 text-slate-600">
        Ocorreu um erro inesperado. Por favor, tente novamente em instantes.
      </p>
      <a
        href=""
        className="mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Tentar novamente
      </a>
    </div>
  );
}
