import { ActiveItemActions } from '@/components/ui/active-item-actions';
import { EmptyState } from '@/components/ui/data-states';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { deleteClientLogoAction, setClientLogoActiveAction } from '../actions';
import type { ClientLogo } from '../service';

/** The client logos, newest first, each with its Ativar/Desativar button and delete. */
export function AdminClientLogos({ logos }: { logos: ClientLogo[] }) {
  if (logos.length === 0) return <EmptyState message="Nenhum logo de cliente cadastrado." />;
  return (
    <CardGrid label="Logos dos clientes">
      {logos.map((logo) => (
        <EntityCard
          key={logo.id}
          title={logo.clientName}
          imageUrl={logo.url}
          imageFit="contain"
          meta={<p>{logo.active ? 'Ativo: aparece na página inicial' : 'Inativo: oculto no site'}</p>}
          actions={
            <ActiveItemActions
              id={logo.id}
              active={logo.active}
              toggle={setClientLogoActiveAction}
              remove={deleteClientLogoAction}
              toggleLabels={['Desativar', 'Ativar']}
              deleteText="Tem certeza que deseja excluir este logo? Esta ação não pode ser desfeita."
            />
          }
        />
      ))}
    </CardGrid>
  );
}
