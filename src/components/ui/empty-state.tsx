/** Shown when a list has nothing yet (plain markup: public pages render it too). */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
      {message}
    </p>
  );
}
