'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { formInput } from '@/lib/shared/form-data';
import { oabWarningsOf, type OabFinding } from '@/lib/shared/oab-expressions';

/** The title of the live warning of the admin forms whose text the public reads. */
export const OAB_WARNING_TITLE = 'Expressões desaconselhadas pelas regras da OAB';

/**
 * The OAB expression check of a form while it is edited: the findings in its text fields, read when
 * the form appears (an edit may start with them) and again on every change.
 */
export function useOabCheck(enabled: boolean) {
  const [findings, setFindings] = useState<OabFinding[]>([]);
  const check = useCallback(
    (form: HTMLFormElement | null) => {
      if (!enabled || !form) return;
      const found = oabWarningsOf(formInput(new FormData(form)));
      // Most keystrokes change nothing here: keep the same list, so the form is not drawn again.
      setFindings((current) => (JSON.stringify(current) === JSON.stringify(found) ? current : found));
    },
    [enabled],
  );
  return {
    findings,
    /** The form's ref: checks what the form starts with. */
    ref: check,
    onInput: (event: FormEvent<HTMLFormElement>) => check(event.currentTarget),
  };
}

/**
 * The live warning beside the form: each expression found and why the rules advise against it.
 * Advice only: the form still saves. The status region is always there, so changes are announced.
 */
export function OabWarning({ findings }: { findings: OabFinding[] }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {findings.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {OAB_WARNING_TITLE}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {findings.map((finding) => (
              <li key={finding.expression}>
                <strong>“{finding.found}”</strong>: {finding.reason}
              </li>
            ))}
          </ul>
          <p className="mt-2">É uma orientação: você ainda pode salvar.</p>
        </div>
      )}
    </div>
  );
}
