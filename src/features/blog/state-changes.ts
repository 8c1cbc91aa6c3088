import 'server-only';
import type { UpdateOptions } from '@/lib/server/content-store';
import type { FormInput } from '@/lib/shared/form-data';
import { intentOf, publishAtOf } from './states';

// What the post form's buttons ask of the row (issue 22 §1, ADR 0016): 'Criar Post'/'Atualizar
// Post' publish at once, 'Salvar rascunho' and 'Agendar' keep the post unpublished, or, on a
// published post, keep the live version and hold the edits as its next version.

/** The state of a new post. */
export function stateOnCreate(input: FormInput) {
  const now = new Date();
  switch (intentOf(input)) {
    case 'draft':
      return { active: true, status: 'draft' as const, publishedAt: now };
    case 'schedule': {
      const at = publishAtOf(input, now);
      return { active: true, status: 'scheduled' as const, publishAt: at, publishedAt: at };
    }
    default:
      return { active: true, status: 'published' as const, publishedAt: now };
  }
}

/** What an edit asks of the row, given it as it was; undefined when the state stays (a restore). */
export function stateOnUpdate(input: FormInput): UpdateOptions['extra'] {
  const intent = intentOf(input);
  if (intent === null) return undefined;
  const at = intent === 'schedule' ? publishAtOf(input) : null;
  return (current) => {
    const live = current.status === 'published';
    const cleared = { publishError: null, publishAt: at };
    if (intent === 'publish')
      return {
        values: {
          ...cleared,
          status: 'published',
          nextRevisionId: null,
          publishedAt: live ? current.publishedAt : new Date(),
        },
      };
    // A published post stays as it is; the edits become its next version.
    if (live) return { values: cleared, hold: true };
    return {
      values: { ...cleared, status: intent === 'draft' ? 'draft' : 'scheduled', nextRevisionId: null },
    };
  };
}
