import { HONEYPOT_FIELD } from '@/lib/honeypot';

/** A field people never see or reach; robots that fill every field give themselves away. */
export function HoneypotField({ idPrefix = '' }: { idPrefix?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}${HONEYPOT_FIELD}`}>Não preencha este campo</label>
      <input
        id={`${idPrefix}${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
