'use client';

import { ContentScreen } from '@/components/admin/content-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { TranslationStateCell } from '@/components/admin/translation-state';
import { ItemActions } from '@/components/ui/item-actions';
import { formatCalendarDate } from '@/lib/shared/dates';
import { mostRequestedServicesType } from '../content-type';
import type { MostRequestedService } from '../service';

/** /admin/servicos-procurados: service cards and the 'Novo Serviço' modal. */
export function AdminMostRequestedServices({ items }: { items: MostRequestedService[] }) {
  return (
    <ContentScreen
      type={mostRequestedServicesType}
      items={items}
      list={(list, controls) => (
        <CardGrid label="Serviços mais procurados">
          {list.map((service) => (
            <EntityCard
              key={service.id}
              title={service.title}
              meta={
                <>
                  <p>
                    <span className="font-medium">Tema:</span> {service.theme}
                  </p>
                  <p>
                    <span className="font-medium">Matéria:</span> {service.subject}
                  </p>
                  <p>
                    <span className="font-medium">Atendimentos mensais:</span> {service.monthlyCount}
                  </p>
                  <p>
                    <time dateTime={service.serviceDate}>{formatCalendarDate(service.serviceDate)}</time>
                  </p>
                  <TranslationStateCell item={service} />
                </>
              }
              actions={
                <ItemActions
                  onEdit={() => controls.edit(service)}
                  onDelete={() => controls.remove(service)}
                />
              }
            >
              {service.description}
            </EntityCard>
          ))}
        </CardGrid>
      )}
    />
  );
}
