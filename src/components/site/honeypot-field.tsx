import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/lib/shared/honeypot';

/** A field people never see or reach; robots that fill every field give themselves away. */
export function HoneypotField({ label = 'Não preencha este campo' }: { label?: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
