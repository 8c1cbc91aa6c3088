import type { Metadata } from 'next';
import { AccessDeniedNotice } from '@/components/ui/access-denied-notice';
import { hasRole } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { AdminVisitStats } from '@/features/visits/components/admin-visit-stats';
import { getVisitStats } from '@/features/visits/stats';

export const metadata: Metadata = { title: 'Estatísticas de Visitas' };
// Per request: the figures change with every visit and the page reads the session.
export const dynamic = 'force-dynamic';

export default async function StatsPage() {
  const actor = await getActor();
  if (!hasRole(actor, 'admin')) return <AccessDeniedNotice />;
  return <AdminVisitStats stats={await getVisitStats(actor)} />;
}
