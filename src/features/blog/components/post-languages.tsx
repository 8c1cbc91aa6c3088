'use client';

import { useRouter } from 'next/navigation';
import type { KeyboardEvent } from 'react';
import type { Locale } from '@/lib/shared/locale';
import { confirmLeave } from '@/components/ui/unsaved-guard';
import { TRANSLATION_STATES, type TranslationState } from '@/lib/shared/translations';
import { editorHref } from '../admin-links';

// The 'Português | English' tabs of the blog's editor (issue 34 §2, ADR 0029). Each language of a
// post is a post of its own (its own state, schedule, revisions and autosave), so each tab is that
// post's whole editor: choosing the other tab opens the other language's (its address names it, so
// a reload or a shared link opens the same).

const LANGUAGES = [
  { key: 'pt-BR', label: 'Português' },
  { key: 'en', label: 'English' },
] as const satisfies readonly { key: Locale; label: string }[];
type Language = Locale;

export function PostLanguageTabs({
  id,
  current,
  original,
  english,
  state,
}: {
  /** The tabs' ids are `{id}-{language}`; the panel (the editor, drawn by the caller) is `{id}-panel`. */
  id: string;
  current: Language;
  /** The Portuguese post's id. */
  original: string;
  /** Its English version's id, or null while there is none. */
  english: string | null;
  state: TranslationState;
}) {
  const router = useRouter();
  const open = (language: Language) => {
    if (language !== current && confirmLeave()) router.push(editorHref(language, original, english));
  };
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    open(current === 'en' ? 'pt-BR' : 'en');
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 md:col-span-2">
      <div role="tablist" aria-label="Idiomas" className="flex gap-1 rounded-md bg-slate-100 p-1">
        {LANGUAGES.map((language) => (
          <button
            key={language.key}
            type="button"
            role="tab"
            id={`${id}-${language.key}`}
            aria-selected={language.key === current}
            aria-controls={language.key === current ? `${id}-panel` : undefined}
            tabIndex={language.key === current ? 0 : -1}
            lang={language.key}
            onClick={() => open(language.key)}
            onKeyDown={onKeyDown}
            className="rounded px-3 py-1 text-sm font-medium text-slate-700 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow-sm"
          >
            {language.label}
          </button>
        ))}
      </div>
      <p className="text-sm text-slate-600">Tradução: {TRANSLATION_STATES[state]}</p>
    </div>
  );
}
