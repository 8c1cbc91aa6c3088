'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { clientLogosType } from '../content-type';
import { ActiveToggle } from '@/components/ui/crud-columns';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { ItemActions } from '@/components/ui/item-actions';
import type { ClientLogo } from '../service';

/** /admin/clients: the upload (client name and logo), then the logos newest first with Ativar/Desativar. */
export function AdminClientLogos({ items }: { items: ClientLogo[] }) {
  return (
    <ContentScreen
      type={clientLogosType}
      items={items}
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
                    action={controls.setActive}
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
