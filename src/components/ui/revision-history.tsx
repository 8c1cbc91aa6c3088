'use client';

import { useState } from 'react';
import { History } from 'lucide-react';
import type { ActionResult } from '@/lib/shared/action-result';
import { formatDateTime } from '@/lib/shared/dates';
import { EDITORIAL_MESSAGES as M } from '@/lib/shared/editorial';
import type { RevisionComparison, RevisionEntry } from '@/lib/shared/editorial-types';
import { Button } from './button';
import { Modal } from './modal';
import { confirmLeave } from './unsaved-guard';
import { useActionRunner } from './use-action-form';

/** The actions of an item's history (deskActions). */
export interface HistoryActions {
  history: (id: string) => Promise<ActionResult<RevisionEntry[]>>;
  compare: (revisionId: string) => Promise<ActionResult<RevisionComparison>>;
  restore: (revisionId: string, version: number) => Promise<ActionResult<unknown>>;
}

/**
 * 'Histórico' of an item (issue 22 §3): its revisions newest first, each comparable with the
 * current text word by word and restorable with 'Restaurar esta versão' (a new revision: nothing is
 * overwritten). After a restore the editor closes, to be opened again on the restored text.
 */
export function RevisionHistory({
  id,
  version,
  actions,
  onRestored,
}: {
  id: string;
  version: number;
  actions: HistoryActions;
  onRestored: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<RevisionEntry[] | null>(null);
  const [comparison, setComparison] = useState<RevisionComparison | null>(null);
  const runner = useActionRunner();

  function show() {
    setOpen(true);
    setComparison(null);
    setEntries(null);
    runner.run(() => actions.history(id), { refresh: false, toast: false, onSuccess: setEntries });
  }

  function restore(revisionId: string) {
    if (!confirmLeave()) return;
    runner.run(() => actions.restore(revisionId, version), {
      onSuccess: () => {
        setOpen(false);
        onRestored();
      },
    });
  }

  return (
    <>
      <Button variant="secondary" onClick={show}>
        <History aria-hidden className="size-4" />
        {M.history}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={M.historyTitle}>
        {entries === null ? (
          <p role="status">{runner.pending ? 'Carregando...' : M.historyFailed}</p>
        ) : entries.length === 0 ? (
          <p>{M.historyEmpty}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{M.historyTitle}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2">
                  Versão
                </th>
                <th scope="col">Salva em</th>
                <th scope="col">Por</th>
                <th scope="col">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 align-top">
                  <td className="py-2">{entry.version}</td>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td className="break-all">{entry.createdByEmail ?? M.unknownEditor}</td>
                  <td className="flex flex-wrap justify-end gap-2 py-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={runner.pending}
                      aria-label={`${M.compare}: versão ${entry.version}`}
                      onClick={() =>
                        runner.run(() => actions.compare(entry.id), {
                          refresh: false,
                          toast: false,
                          onSuccess: setComparison,
                        })
                      }
                    >
                      {M.compare}
                    </Button>
                    <Button
                      size="sm"
                      disabled={runner.pending || entry.version === version}
                      aria-label={`${M.restore}: versão ${entry.version}`}
                      onClick={() => restore(entry.id)}
                    >
                      {M.restore}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {comparison && <ComparisonView comparison={comparison} />}
      </Modal>
    </>
  );
}

/** Each text of a revision beside the current one: what was added since in green, removed in red. */
function ComparisonView({ comparison }: { comparison: RevisionComparison }) {
  return (
    <section
      aria-label={`Comparação da versão ${comparison.version} com o texto atual`}
      className="mt-6 space-y-4"
    >
      <h3 className="font-semibold text-brand-900">
        Versão {comparison.version} ({formatDateTime(comparison.createdAt)}) comparada com o texto atual
      </h3>
      <p className="flex flex-wrap gap-4 text-xs text-slate-600">
        <ins className="bg-emerald-100 text-emerald-900 no-underline">{M.added}</ins>
        <del className="bg-red-100 text-red-900">{M.removed}</del>
      </p>
      {comparison.texts.map((text) => (
        <div key={text.label}>
          <h4 className="text-sm font-semibold text-slate-700">{text.label}</h4>
          <p
            className="whitespace-pre-wrap rounded border border-slate-200 p-3 text-sm"
            aria-label={text.label}
          >
            {text.parts.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
                  {part.value}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} className="bg-red-100 text-red-900">
                  {part.value}
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </p>
        </div>
      ))}
    </section>
  );
}
