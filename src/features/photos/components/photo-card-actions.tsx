'use client';

import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EntityFormDialog } from '@/components/ui/entity-dialog';
import { FormField } from '@/components/ui/form-field';
import { ItemActions } from '@/components/ui/item-actions';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { useEntityEditor } from '@/components/ui/use-entity-editor';
import { deletePhotoAction, savePhotoAction } from '../actions';
import { photoEditSchema } from '../schema';

interface EditablePhoto {
  id: string;
  title: string | null;
  description: string | null;
  /** The version the edit form carries (ADR 0015). */
  version?: number;
}

/** A photo card's edit ('Editar Foto' dialog) and delete (with confirmation). */
export function PhotoCardActions({ photo }: { photo: EditablePhoto }) {
  const editor = useEntityEditor<EditablePhoto>();
  const deletion = useConfirmedAction<EditablePhoto>(deletePhotoAction);
  return (
    <>
      <ItemActions onEdit={() => editor.startEdit(photo)} onDelete={() => deletion.ask(photo)} />
      <EntityFormDialog
        key={editor.formKey}
        open={editor.open}
        title="Editar Foto"
        onClose={editor.close}
        action={savePhotoAction}
        schema={photoEditSchema}
        submitLabel="Salvar"
        cancelLabel="Cancelar"
        busyLabel="Salvando..."
        version={photo.version}
      >
        <input type="hidden" name="id" value={photo.id} />
        <FormField label="Título" name="title" defaultValue={photo.title ?? ''} maxLength={200} />
        <FormField
          label="Descrição"
          name="description"
          multiline
          rows={3}
          defaultValue={photo.description ?? ''}
          maxLength={1000}
        />
      </EntityFormDialog>
      <DeleteDialog
        {...deletion.dialog}
        title="Confirmar exclusão"
        text="Tem certeza que deseja excluir esta foto? Esta ação não pode ser desfeita."
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
      />
    </>
  );
}
