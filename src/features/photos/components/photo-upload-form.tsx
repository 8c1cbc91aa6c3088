'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { savePhotoAction } from '../actions';
import { PHOTO_IMAGE, photoUploadFormSchema } from '../schema';

/**
 * Adds a photo to the gallery: file selected (preview) -> uploading ('Enviando...') -> done (the
 * form is cleared and the list reloads). Refused once the gallery holds `max` photos.
 */
export function PhotoUploadForm({ type, max, count }: { type: string; max: number; count: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-brand-900">Adicionar foto</h2>
      <p className="mb-4 text-sm text-slate-600">
        {count} de {max} fotos
      </p>
      <ActionForm
        action={savePhotoAction}
        schema={photoUploadFormSchema(count, max)}
        submitLabel="Enviar Foto"
        busyLabel="Enviando..."
      >
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="max" value={max} />
        <ImageField
          label="Foto"
          rule={PHOTO_IMAGE}
          hint="Tamanho máximo: 5MB. O nome do arquivo será o título da foto."
        />
        <FormField label="Descrição" name="description" multiline rows={2} maxLength={1000} />
      </ActionForm>
    </div>
  );
}
