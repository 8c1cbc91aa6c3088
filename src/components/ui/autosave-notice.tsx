'use client';

import { EDITORIAL_MESSAGES as M } from '@/lib/shared/editorial';
import type { AutosaveOffer } from '@/lib/shared/editorial-types';
import { Button } from './button';

/**
 * The offer of an autosaved copy when an editor opens: its time, who saved the item since (if
 * anyone), 'Recuperar alterações não salvas' and 'Descartar cópia'.
 */
export function AutosaveOfferNotice({
  offer,
  onRecover,
  onDiscard,
}: {
  offer: AutosaveOffer;
  onRecover: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label={M.recover}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{M.copyFound(offer.savedAt)}</p>
      {offer.newer && <p>{M.copyOverNewer(offer.newer.email, offer.newer.at)}</p>}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onRecover}>
          {M.recover}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          {M.discardCopy}
        </Button>
      </div>
    </div>
  );
}

/** What the autosave last did, read out politely ('Alterações guardadas automaticamente às 14:32'). */
export function AutosaveStatus({ status }: { status: string }) {
  return (
    <p role="status" className="min-h-5 text-xs text-slate-500">
      {status}
    </p>
  );
}
