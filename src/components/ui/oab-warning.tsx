'use client';

import { useCallback, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Guidance } from './guidance';
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
    <Guidance
      icon={TriangleAlert}
      title={OAB_WARNING_TITLE}
      items={findings.map((finding) => ({
        key: finding.expression,
        content: (
          <>
            <strong>“{finding.found}”</strong>: {finding.reason}
          </>
        ),
      }))}
      closing="É uma orientação: você ainda pode salvar."
    />
  );
}
