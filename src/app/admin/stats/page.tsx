import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminVisitStats } from '@/features/visits/components/admin-visit-stats';
import { periodParamsSchema, resolvePeriod } from '@/features/visits/period';
import { getVisitStats, STATS_MESSAGES } from '@/features/visits/stats';

export const metadata: Metadata = { title: 'Estatísticas de Visitas' };

export default async function Page({ searchParams }: PageProps<'/admin/stats'>) {
  const period = resolvePeriod(periodParamsSchema.parse(await searchParams));
  return (
    <AdminScreen
      texts={STATS_MESSAGES}
      load={(actor) => getVisitStats(actor, period)}
      render={(stats) => <AdminVisitStats stats={stats} />}
    />
  );
}
