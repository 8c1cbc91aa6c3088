'use client';

import { SelectField } from '@/components/ui/form-field';
import {
  TRANSLATION_STATES,
  type TranslationState,
  type TranslationSummary,
} from '@/lib/shared/translations';

// An item's translation state in the admin lists (issue 34 §2, ADR 0028): 'Sem tradução',
// 'Traduzido' or 'Desatualizado', from the `translation` the service's list gives each row.

/** The state of a listed item, or undefined for a type without translations. */
export function translationStateOf(item: object): TranslationState | undefined {
  return (item as { translation?: TranslationSummary }).translation?.state;
}

const TONES: Record<TranslationState, string> = {
  missing: 'bg-slate-100 text-slate-700',
  translated: 'bg-green-50 text-green-800',
  outdated: 'bg-amber-50 text-amber-900',
};

/** 'Inglês: Traduzido' as a small badge (a card's line or a table's cell). */
export function TranslationStateCell({ item }: { item: object }) {
  const state = translationStateOf(item);
  if (!state) return null;
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${TONES[state]}`}>
      Inglês: {TRANSLATION_STATES[state]}
    </span>
  );
}

/**
 * The lists' 'Tradução' filter: applied at once (`value`, `onChange`), or sent with its filter form
 * (`defaultValue`: the blog's list, read on the server).
 */
export function TranslationFilter({
  value,
  defaultValue,
  onChange,
}: {
  value?: TranslationState | '';
  defaultValue?: TranslationState | '';
  onChange?: (value: TranslationState | '') => void;
}) {
  return (
    <SelectField
      label="Tradução"
      name="traducao"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange && ((event) => onChange(event.target.value as TranslationState | ''))}
      options={[
        { value: '', label: 'Todas' },
        ...Object.entries(TRANSLATION_STATES).map(([state, label]) => ({ value: state, label })),
      ]}
      className="max-w-xs"
    />
  );
}
