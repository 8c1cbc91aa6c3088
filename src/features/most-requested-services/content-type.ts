import { desc } from 'drizzle-orm';
import { mostRequestedServices } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { todayIso } from '@/lib/shared/dates';
import { SERVICE_MESSAGES, serviceSchema } from './schema';

/** The most requested services (SPEC §2, §5, §7): admin list by service_date, newest first. */
export const mostRequestedServicesType = defineContentType({
  table: mostRequestedServices,
  permission: 'services.write',
  label: 'Serviço procurado',
  admin: { path: '/admin/servicos-procurados', nav: 'Serviços Procurados' },
  schema: serviceSchema,
  messages: SERVICE_MESSAGES,
  layout: 'dialog',
  // Added, edited and deleted; the list has no Status switch.
  operations: ['update', 'remove'],
  form: {
    columns: 2,
    fields: [
      { name: 'title', label: 'Título', required: true, wide: true },
      { name: 'theme', label: 'Tema', required: true },
      { name: 'subject', label: 'Matéria', required: true },
      { kind: 'multiline', name: 'description', label: 'Descrição', required: true, wide: true },
      {
        kind: 'number',
        name: 'monthly_count',
        label: 'Atendimentos mensais',
        min: 0,
        step: 1,
        initial: 0,
        required: true,
      },
      { kind: 'date', name: 'service_date', label: 'Data', initial: () => todayIso(), required: true },
    ],
  },
  orderBy: (table) => [desc(table.serviceDate), desc(table.createdAt)],
  oabCheck: ['title', 'theme', 'subject', 'description'],
  translatable: ['title', 'theme', 'subject', 'description'],
});
