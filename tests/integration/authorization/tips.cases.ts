import { createTip, deleteTip, listTips, updateTip } from '@/features/tips/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'tips',
  'tips.write',
  { list: listTips, create: createTip, update: updateTip, remove: deleteTip },
  { title: 'Dica', content: 'Conteúdo da dica' },
  declaredActions('tips'),
);
