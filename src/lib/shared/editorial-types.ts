// What the editorial desk's actions answer the admin forms (issue 22). Types only.

/** An autosaved copy offered back when an editor opens. */
export interface AutosaveOffer {
  /** The form's text fields as typed. */
  fields: Record<string, string>;
  savedAt: Date;
  /** Someone saved the item after the copy was made: who and when. */
  newer: { email: string; at: Date } | null;
}

/** One line of an item's history ('Histórico'), newest first. */
export interface RevisionEntry {
  id: string;
  version: number;
  createdAt: Date;
  createdByEmail: string | null;
}

/** A text a comparison shows ('Título', 'Resumo', 'Conteúdo'). */
export interface RevisionText {
  label: string;
  text: string;
  /** Shown only when it differs from the current one (a field beside the texts). */
  ifChanged?: boolean;
}

/** A revision beside the current text: each text's words kept, added since, or removed since. */
export interface RevisionComparison {
  revisionId: string;
  version: number;
  createdAt: Date;
  texts: { label: string; parts: { value: string; kind: 'same' | 'added' | 'removed' }[] }[];
}
