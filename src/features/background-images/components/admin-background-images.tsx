'use client';

import { ActiveToggle } from '@/components/ui/crud-columns';
import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { ItemActions } from '@/components/ui/item-actions';
import {
  createBackgroundImageAction,
  deleteBackgroundImageAction,
  setBackgroundImageActiveAction,
} from '../actions';
import { BACKGROUND_IMAGE, BACKGROUND_MESSAGES, backgroundImageSchema } from '../schema';
import type { BackgroundImage } from '../service';

/** /admin/backgrounds: the upload block, then the images newest first with Ativa/Inativa and delete. */
export function AdminBackgroundImages({ items }: { items: BackgroundImage[] }) {
  return (
    <CrudScreen
      items={items}
      texts={BACKGROUND_MESSAGES}
      layout="upload"
      actions={{ save: createBackgroundImageAction, remove: deleteBackgroundImageAction }}
      schema={backgroundImageSchema}
      fields={() => (
        <>
          <ImageField
            label="Imagem"
            rule={BACKGROUND_IMAGE}
            hint="Tamanho máximo: 5MB. A página inicial mostra a imagem ativa mais recente."
          />
          <FormField label="Título" name="title" maxLength={200} />
          <FormField label="Descrição" name="description" multiline rows={3} maxLength={1000} />
        </>
      )}
      list={(images, controls) => (
        <CardGrid label="Imagens de fundo">
          {images.map((image) => (
            <EntityCard
              key={image.id}
              title={image.title || 'Sem título'}
              imageUrl={image.url}
              actions={
                <>
                  <ActiveToggle
                    row={image}
                    controls={controls}
                    action={setBackgroundImageActiveAction}
                    labels={['Ativa', 'Inativa']}
                    labelsShowState
                  />
                  <ItemActions onDelete={() => controls.remove(image)} disabled={controls.busy} />
                </>
              }
            >
              {image.description}
            </EntityCard>
          ))}
        </CardGrid>
      )}
    />
  );
}
