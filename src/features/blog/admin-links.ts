import { NEW_ITEM_PREFIX } from '@/lib/shared/editorial';
import type { Locale } from '@/lib/shared/locale';

// The admin's addresses of a post's editor in each language (issue 34): /admin/blog?editar={id}
// for the Portuguese post, /admin/blog?idioma=en&traduzir={id} for its English version (with
// `editar` once it exists).

export function editorHref(language: Locale, original: string, english: string | null) {
  if (language === 'pt-BR') return `/admin/blog?editar=${original}`;
  return `/admin/blog?idioma=en&traduzir=${original}${english ? `&editar=${english}` : ''}`;
}

/** The autosaved copy of a Portuguese post's English version before its first save. */
export const englishCopyId = (originalId: string) => `${NEW_ITEM_PREFIX}${originalId}`;
