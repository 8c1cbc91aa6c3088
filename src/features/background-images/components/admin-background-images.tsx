'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { ActiveToggle } from '@/components/ui/crud-columns';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { ItemActions } from '@/components/ui/item-actions';
import { backgroundImagesType } from '../content-type';
import type { BackgroundImage } from '../service';

/** /admin/backgrounds: the upload block, then the images newest first with Ativa/Inativa and delete. */
export function AdminBackgroundImages({ items }: { items: BackgroundImage[] }) {
  return (
    <ContentScreen
      type={backgroundImagesType}
      items={items}
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
                    action={controls.setActive}
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
