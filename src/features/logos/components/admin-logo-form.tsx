'use client';

import { ActionForm } from '@/components/ui/action-form';
import { ImageField } from '@/components/ui/image-field';
import { uploadLogoAction } from '../actions';
import { LOGO_FIELD, LOGO_MAX_BYTES, LOGO_MESSAGES, logoUploadSchema } from '../schema';

/** The new main logo: an image-only picker, 'Enviar' ('Enviando...' while it uploads). */
export function AdminLogoForm() {
  return (
    <ActionForm
      action={uploadLogoAction}
      schema={logoUploadSchema}
      submitLabel="Enviar"
      busyLabel="Enviando..."
    >
      <ImageField
        label="Nova logo"
        name={LOGO_FIELD}
        maxBytes={LOGO_MAX_BYTES}
        tooLargeMessage={LOGO_MESSAGES.tooLarge}
        hint={LOGO_MESSAGES.hint}
      />
    </ActionForm>
  );
}
