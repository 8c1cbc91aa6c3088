import {
  createSuccessCase,
  deleteSuccessCase,
  listSuccessCases,
  setSuccessCaseActive,
  updateSuccessCase,
} from '@/features/success-cases/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'success cases',
  'success_cases.write',
  {
    list: listSuccessCases,
    create: createSuccessCase,
    update: updateSuccessCase,
    remove: deleteSuccessCase,
    setActive: setSuccessCaseActive,
  },
  { title: 'Caso', area: 'Tributário', description: 'Descrição', result: 'Resultado' },
  declaredActions('success_cases'),
);
