import type { Metadata } from 'next';
import { AdminScreen } from '@/components/ui/admin-screen';
import { AdminVisitStats } from '@/features/visits/components/admin-visit-stats';
import { getVisitStats, STATS_MESSAGES } from '@/features/visits/stats';

export const metadata: Metadata = { title: 'Estatísticas de Visitas' };

export default function Page() {
  return (
    <AdminScreen
      texts={STATS_MESSAGES}
      load={getVisitStats}
      render={(stats) => <AdminVisitStats stats={stats} />}
    />
  );
}
