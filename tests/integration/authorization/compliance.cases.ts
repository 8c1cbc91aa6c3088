import { scanCompliance } from '@/features/compliance/service';
import type { AuthorizationCase } from './case';

export const cases: AuthorizationCase[] = [
  {
    name: 'compliance: scanCompliance',
    permission: 'compliance.read',
    covers: [scanCompliance],
    call: (actor) => scanCompliance(actor),
  },
];
