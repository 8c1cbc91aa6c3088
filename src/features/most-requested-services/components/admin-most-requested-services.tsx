'use client';

import { CrudScreen } from '@/components/ui/crud-screen';
import { CardGrid, EntityCard } from '@/components/ui/entity-card';
import { FormField } from '@/components/ui/form-field';
import { ItemActions } from '@/components/ui/item-actions';
import { formatCalendarDate, todayIso } from '@/lib/shared/dates';
import { deleteMostRequestedServiceAction, saveMostRequestedServiceAction } from '../actions';
import { SERVICE_MESSAGES, serviceSchema } from '../schema';
import type { MostRequestedService } from '../service';

/** /admin/servicos-procurados: service cards and the 'Novo Serviço' modal. */
export function AdminMostRequestedServices({ items }: { items: MostRequestedService[] }) {
  return (
    <CrudScreen
      items={items}
      texts={SERVICE_MESSAGES}
      layout="dialog"
      actions={{ save: saveMostRequestedServiceAction, remove: deleteMostRequestedServiceAction }}
      schema={serviceSchema}
      fields={(item) => (
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            label="Título"
            name="title"
            defaultValue={item?.title}
            required
            className="md:col-span-2"
          />
          <FormField label="Tema" name="theme" defaultValue={item?.theme} required />
          <FormField label="Matéria" name="subject" defaultValue={item?.subject} required />
          <FormField
            label="Descrição"
            name="description"
            multiline
            defaultValue={item?.description}
            required
            className="md:col-span-2"
          />
          <FormField
            label="Atendimentos mensais"
            name="monthly_count"
            type="number"
            min={0}
            step={1}
            defaultValue={item?.monthlyCount ?? 0}
            required
          />
          <FormField
            label="Data"
            name="service_date"
            type="date"
            defaultValue={item?.serviceDate ?? todayIso()}
            required
          />
        </div>
      )}
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
