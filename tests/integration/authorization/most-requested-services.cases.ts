import {
  createMostRequestedService,
  deleteMostRequestedService,
  listMostRequestedServices,
  updateMostRequestedService,
} from '@/features/most-requested-services/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'most requested services',
  'services.write',
  {
    list: listMostRequestedServices,
    create: createMostRequestedService,
    update: updateMostRequestedService,
    remove: deleteMostRequestedService,
  },
  {
    title: 'Revisão tributária',
    theme: 'Tributário',
    subject: 'Impostos',
    description: 'Descrição',
    monthly_count: '12',
    service_date: '2026-01-15',
  },
  declaredActions('most_requested_services'),
);
