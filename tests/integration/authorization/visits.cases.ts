import { GET as statsRoute } from '@/app/(site)/stats/route';
import { GET as statsExportRoute } from '@/app/admin/stats/exportar/route';
import { statsCsv } from '@/features/visits/csv';
import { resolvePeriod } from '@/features/visits/period';
import { getVisitStats } from '@/features/visits/stats';
import type { AuthorizationCase } from './case';
import { asRequestOf, requestCase } from './request';

export const cases: AuthorizationCase[] = [
  {
    name: 'visits: getVisitStats',
    permission: 'stats.read',
    covers: [getVisitStats],
    call: (actor) => getVisitStats(actor, resolvePeriod({})),
  },
  {
    name: 'visits: statsCsv',
    permission: 'stats.read',
    covers: [statsCsv],
    call: (actor) => statsCsv(actor, resolvePeriod({ periodo: '7' })),
  },
  {
    // SPEC §2: /stats shows nothing; only administrators are sent on to the statistics screen.
    name: 'route /stats GET',
    permission: 'stats.read',
    covers: [statsRoute],
    call: (actor) => asRequestOf(actor, () => statsRoute()),
    refused: (response) => (response as Response).headers.get('location') !== '/admin/stats',
  },
  {
    ...requestCase(
      'route /admin/stats/exportar GET',
      'stats.read',
      statsExportRoute,
      async () => undefined,
      () => statsExportRoute(new Request('http://localhost/admin/stats/exportar?periodo=7')),
    ),
    refused: (response) => (response as Response).status === 403,
  },
];
