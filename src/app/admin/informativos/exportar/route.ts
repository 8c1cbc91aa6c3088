import { exportSubscribersCsv } from '@/features/alerts/subscribers-admin';
import { adminRoute } from '@/lib/server/actions';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar CSV' of /admin/informativos: the subscribers of the current filter (recorded in the
// activity log by the service).
export const GET = adminRoute(
  { permission: 'alerts.subscribers', failure: 'Erro ao exportar inscritos' },
  async (request, actor) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const csv = await exportSubscribersCsv(actor, query);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="inscritos-informativos-${todayIso()}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
