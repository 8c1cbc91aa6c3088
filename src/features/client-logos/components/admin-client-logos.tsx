'use client';

import { ActiveToggle } from '@/components/ui/crud-columns';
import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import { createClientLogoAction, deleteClientLogoAction, setClientLogoActiveAction } from '../actions';
import { CLIENT_LOGO_IMAGE, CLIENT_LOGO_MESSAGES, clientLogoSchema } from '../schema';
import type { ClientLogo } from '../service';

/** /admin/clients: the upload (client name and logo), then the logos newest first with Ativar/Desativar. */
export function AdminClientLogos({ items }: { items: ClientLogo[] }) {
  return (
    <CrudScreen
      items={items}
      texts={CLIENT_LOGO_MESSAGES}
      layout="upload"
      actions={{ save: createClientLogoAction, remove: deleteClientLogoAction }}
      schema={clientLogoSchema}
      fields={() => (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Nome do cliente" name="client_name" autoComplete="off" maxLength={200} />
          <ImageField label="Logo do cliente" rule={CLIENT_LOGO_IMAGE} hint="Tamanho máximo: 2MB." />
        </div>
      )}
      list={(logos, controls) => (
        <CardGrid label="Logos dos clientes">
          {logos.map((logo) => (
            <EntityCard
              key={logo.id}
              title={logo.clientName}
              imageUrl={logo.url}
              imageFit="contain"
              meta={<p>{logo.active ? 'Ativo: aparece na página inicial' : 'Inativo: oculto no site'}</p>}
              actions={
                <>
                  <ActiveToggle
                    row={logo}
                    controls={controls}
                    action={setClientLogoActiveAction}
                    labels={['Desativar', 'Ativar']}
                  />
                  <ItemActions onDelete={() => controls.remove(logo)} disabled={controls.busy} />
                </>
              }
            />
          ))}
        </CardGrid>
      )}
    />
  );
}
