import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { AsyncContent } from '@/components/ui/async-content';
import { ScreenHeader } from '@/components/ui/screen-header';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminVisitStats } from '@/features/visits/components/admin-visit-stats';
import { getVisitStats, STATS_LOAD_FAILED } from '@/features/visits/stats';

export const metadata: Metadata = { title: 'Estatísticas de Visitas' };
// Per request: the figures change with every visit.
export const dynamic = 'force-dynamic';

export default async function StatsPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return (
    <>
      <ScreenHeader title="Estatísticas de Visitas" />
      <AsyncContent
        load={() => getVisitStats(actor)}
        errorMessage={() => STATS_LOAD_FAILED}
        render={(stats) => <AdminVisitStats stats={stats} />}
      />
    </>
  );
}
