import { ActiveItemActions } from '@/components/ui/active-item-actions';
import { EmptyState } from '@/components/ui/data-states';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { deleteBackgroundImageAction, setBackgroundImageActiveAction } from '../actions';
import type { BackgroundImage } from '../service';

/** The background images, newest first, each with its Ativa/Inativa toggle and delete. */
export function AdminBackgroundImages({ images }: { images: BackgroundImage[] }) {
  if (images.length === 0) return <EmptyState message="Nenhuma imagem de fundo cadastrada." />;
  return (
    <CardGrid label="Imagens de fundo">
      {images.map((image) => (
        <EntityCard
          key={image.id}
          title={image.title || 'Sem título'}
          imageUrl={image.url}
          actions={
            <ActiveItemActions
              id={image.id}
              active={image.active}
              toggle={setBackgroundImageActiveAction}
              remove={deleteBackgroundImageAction}
              toggleLabels={['Ativa', 'Inativa']}
              labelsShowState
              deleteText="Tem certeza que deseja excluir esta imagem? Esta ação não pode ser desfeita."
            />
          }
        >
          {image.description}
        </EntityCard>
      ))}
    </CardGrid>
  );
}
