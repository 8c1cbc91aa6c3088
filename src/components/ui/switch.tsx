'use client';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. 'Ativo'. */
  label: string;
  /** Shows the state next to the switch ('Ativo'/'Inativo' by default). */
  stateLabels?: [on: string, off: string] | null;
  disabled?: boolean;
}

/** An on/off switch: role="switch" with aria-checked, operable with Space and Enter. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  stateLabels = ['Ativo', 'Inativo'],
  disabled = false,
}: SwitchProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${checked ? 'bg-green-600' : 'bg-slate-300'}`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </button>
      {stateLabels && (
        <span aria-hidden className="text-sm text-slate-600">
          {checked ? stateLabels[0] : stateLabels[1]}
        </span>
      )}
    </span>
  );
}
