import { getVisitStats } from '@/features/visits/stats';
import type { AuthorizationCase } from './case';

export const cases: AuthorizationCase[] = [
  { name: 'visits: getVisitStats', minimum: 'admin', call: (actor) => getVisitStats(actor) },
];
