'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TWO_FACTOR_MESSAGES as M } from '../schema';

/** The 10 recovery codes, shown once after the set-up, to be saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const titleId = useId();
  return (
    <div className="space-y-4" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold text-brand-900">
        {M.recoveryCodes}
      </h3>
      <p className="text-sm text-slate-700">{M.recoveryHint}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:max-w-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <Button onClick={onDone}>{M.done}</Button>
    </div>
  );
}
