'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { createBackgroundImageAction } from '../actions';
import {
  BACKGROUND_FIELD,
  BACKGROUND_MAX_BYTES,
  BACKGROUND_MESSAGES,
  backgroundImageSchema,
} from '../schema';

/** The upload block: the image (at most 5MB), its title and description. */
export function AdminBackgroundForm() {
  return (
    <ActionForm
      action={createBackgroundImageAction}
      schema={backgroundImageSchema}
      submitLabel="Enviar Imagem"
      busyLabel="Enviando..."
    >
      <ImageField
        label="Imagem"
        name={BACKGROUND_FIELD}
        maxBytes={BACKGROUND_MAX_BYTES}
        tooLargeMessage={BACKGROUND_MESSAGES.tooLarge}
        hint="Tamanho máximo: 5MB. A página inicial mostra a imagem ativa mais recente."
      />
      <FormField label="Título" name="title" maxLength={200} />
      <FormField label="Descrição" name="description" multiline rows={3} maxLength={1000} />
    </ActionForm>
  );
}
