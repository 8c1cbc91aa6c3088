export default function PostLoading() {
  return (
    <div
      role="status"
      aria-label="Carregando artigo"
      className="mx-auto max-w-3xl animate-pulse px-4 py-12 sm:px-6"
    >
      <div className="h-10 w-44 rounded bg-slate-200" />
      <div className="mt-8 h-9 w-4/5 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-8 aspect-video rounded-xl bg-slate-200" />
      <div className="mt-8 space-y-3">
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
