'use client';

import { ActionForm } from '@/components/ui/action-form';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { createClientLogoAction } from '../actions';
import { CLIENT_LOGO_FIELD, CLIENT_LOGO_MAX_BYTES, CLIENT_LOGO_MESSAGES, clientLogoSchema } from '../schema';

/** Upload of a client logo: the client's name and the image (at most 2MB). */
export function AdminClientLogoForm() {
  return (
    <ActionForm
      action={createClientLogoAction}
      schema={clientLogoSchema}
      submitLabel="Adicionar Logo"
      busyLabel="Enviando..."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Nome do cliente" name="client_name" autoComplete="off" maxLength={200} />
        <ImageField
          label="Logo do cliente"
          name={CLIENT_LOGO_FIELD}
          maxBytes={CLIENT_LOGO_MAX_BYTES}
          tooLargeMessage={CLIENT_LOGO_MESSAGES.tooLarge}
          hint="Tamanho máximo: 2MB."
        />
      </div>
    </ActionForm>
  );
}
