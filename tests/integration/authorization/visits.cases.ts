import { GET as statsRoute } from '@/app/(site)/stats/route';
import { getVisitStats } from '@/features/visits/stats';
import type { AuthorizationCase } from './case';
import { asRequestOf } from './request';

export const cases: AuthorizationCase[] = [
  {
    name: 'visits: getVisitStats',
    permission: 'stats.read',
    covers: [getVisitStats],
    call: (actor) => getVisitStats(actor),
  },
  {
    // SPEC §2: /stats shows nothing; only administrators are sent on to the statistics screen.
    name: 'route /stats GET',
    permission: 'stats.read',
    covers: [statsRoute],
    call: (actor) => asRequestOf(actor, () => statsRoute()),
    refused: (response) => (response as Response).headers.get('location') !== '/admin/stats',
  },
];
