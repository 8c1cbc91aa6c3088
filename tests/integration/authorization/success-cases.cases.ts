import {
  deleteSuccessCaseAction,
  saveSuccessCaseAction,
  setSuccessCaseActiveAction,
} from '@/features/success-cases/actions';
import {
  createSuccessCase,
  deleteSuccessCase,
  listSuccessCases,
  setSuccessCaseActive,
  updateSuccessCase,
} from '@/features/success-cases/service';
import { contentCases } from './content-cases';

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
  { save: saveSuccessCaseAction, remove: deleteSuccessCaseAction, setActive: setSuccessCaseActiveAction },
);
