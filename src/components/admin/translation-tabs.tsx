'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useFieldErrors } from '@/components/ui/action-form';
import type { ContentType, InputFieldDeclaration } from '@/lib/shared/content-type';
import {
  TRANSLATION_STATES,
  translatedFields,
  translationFieldName,
  type TranslationSummary,
} from '@/lib/shared/translations';

// The 'Português | English' tabs of a translated type's form (issue 34 §2, ADR 0028): the
// Portuguese fields in the first, the declaration's `translatable` fields in English in the second,
// under the same labels. One form and one save: the English texts go as `en.<field>` (kept as
// hidden inputs while the Portuguese tab shows, so each label names one control on screen).

const TABS = [
  { key: 'pt', label: 'Português', lang: 'pt-BR' },
  { key: 'en', label: 'English', lang: 'en' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const TRANSLATION_LOCALE_PREFIX = translationFieldName('');

export function TranslationTabs({
  type,
  item,
  children,
}: {
  type: ContentType;
  item: Record<string, unknown> | null;
  children: ReactNode;
}) {
  const id = useId();
  const summary = item?.translation as TranslationSummary | undefined;
  const fields = translatedFields(type);
  const [tab, setTab] = useState<Tab>('pt');
  const [texts, setTexts] = useState<Record<string, string>>(() => ({ ...summary?.fields }));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = useRef<HTMLDivElement>(null);

  // An error in the other tab's fields (the browser's check or the server's) shows that tab.
  const errors = useFieldErrors();
  const names = Object.keys(errors);
  const englishError = names.find((name) => name.startsWith(TRANSLATION_LOCALE_PREFIX));
  const portugueseError = names.some((name) => !name.startsWith(TRANSLATION_LOCALE_PREFIX));
  const errorsShown = `${portugueseError}:${englishError ?? ''}`;
  const [seen, setSeen] = useState(errorsShown);
  if (seen !== errorsShown) {
    setSeen(errorsShown);
    if (portugueseError) setTab('pt');
    else if (englishError) setTab('en');
  }
  useEffect(() => {
    if (tab === 'en' && englishError)
      panel.current?.querySelector<HTMLElement>(`[name="${CSS.escape(englishError)}"]`)?.focus();
  }, [tab, englishError]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -TABS.length,
      End: TABS.length,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const index = TABS.findIndex((candidate) => candidate.key === tab);
    const next = Math.min(TABS.length - 1, Math.max(0, index + moves[event.key]!));
    setTab(TABS[next]!.key);
    tabs.current[next]?.focus();
  }

  const declared = (name: string) =>
    [...(type.form?.fields ?? []), ...(type.form?.editFields ?? [])].find(
      (field): field is InputFieldDeclaration => 'name' in field && field.name === name,
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Idiomas" className="flex gap-1 rounded-md bg-slate-100 p-1">
          {TABS.map((candidate, index) => (
            <button
              key={candidate.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${candidate.key}-tab`}
              // The English panel exists only while it shows (see above).
              aria-controls={candidate.key === 'pt' || tab === 'en' ? `${id}-${candidate.key}` : undefined}
              aria-selected={tab === candidate.key}
              tabIndex={tab === candidate.key ? 0 : -1}
              lang={candidate.lang}
              onClick={() => setTab(candidate.key)}
              onKeyDown={onKeyDown}
              className="rounded px-3 py-1 text-sm font-medium text-slate-700 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow-sm"
            >
              {candidate.label}
            </button>
          ))}
        </div>
        {item && (
          <p className="text-sm text-slate-600">
            Tradução: {TRANSLATION_STATES[summary?.state ?? 'missing']}
          </p>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${id}-pt`}
        aria-labelledby={`${id}-pt-tab`}
        hidden={tab !== 'pt'}
        className="space-y-4"
      >
        {children}
      </div>
      {tab === 'en' ? (
        <div
          ref={panel}
          role="tabpanel"
          id={`${id}-en`}
          aria-labelledby={`${id}-en-tab`}
          className="space-y-4"
          onInput={(event) => {
            const target = event.target as HTMLInputElement;
            const field = target.name.slice(TRANSLATION_LOCALE_PREFIX.length);
            setTexts((current) => ({ ...current, [field]: target.value }));
          }}
        >
          <p className="text-sm text-slate-600">
            O texto em inglês deste item no site. Deixe tudo em branco para não publicá-lo em inglês.
          </p>
          {fields.map((name) => {
            const field = declared(name);
            const common = {
              label: field?.label ?? name,
              name: translationFieldName(name),
              defaultValue: texts[name] ?? '',
              maxLength: field?.maxLength,
              lang: 'en',
            };
            return field?.kind === 'multiline' ? (
              <FormField key={name} {...common} multiline rows={field.rows} />
            ) : (
              <FormField key={name} {...common} />
            );
          })}
        </div>
      ) : (
        fields.map((name) => (
          <input key={name} type="hidden" name={translationFieldName(name)} value={texts[name] ?? ''} />
        ))
      )}
    </div>
  );
}
