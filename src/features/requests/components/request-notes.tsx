'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/shared/dates';
import { addRequestNoteAction } from '../actions';
import { NOTE_MAX, noteSchema, type RequestItem, type RequestNote } from '../schema';

/** 'Notas internas': the staff's notes, oldest first, and a form to add one. Never sent to the visitor. */
export function RequestNotes({
  item,
  notes,
  onAdded,
}: {
  item: RequestItem;
  notes: RequestNote[] | null;
  onAdded: () => void;
}) {
  return (
    <section aria-labelledby="request-notes" className="space-y-3">
      <h3 id="request-notes" className="font-semibold text-slate-800">
        Notas internas
      </h3>
      <p className="text-xs text-slate-600">Visíveis só para a equipe; nunca são enviadas ao cliente.</p>
      {notes === null ? (
        <p className="text-sm text-slate-500">Carregando...</p>
      ) : notes.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhuma nota.</p>
      ) : (
        <ol className="space-y-2" aria-label="Notas">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time> ·{' '}
                {note.authorEmail ?? 'Usuário removido'}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ActionForm
        action={addRequestNoteAction}
        schema={noteSchema}
        submitLabel="Adicionar nota"
        onSuccess={onAdded}
      >
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <FormField label="Nova nota" name="body" multiline maxLength={NOTE_MAX} />
      </ActionForm>
    </section>
  );
}
