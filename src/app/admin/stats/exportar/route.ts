import { statsCsv, statsCsvFilename } from '@/features/visits/csv';
import { periodParamsSchema, resolvePeriod } from '@/features/visits/period';
import { STATS_MESSAGES } from '@/features/visits/stats';
import { adminRoute } from '@/lib/server/actions';

// 'Exportar CSV' of /admin/stats: the period in the address, one line per day.

export const GET = adminRoute(
  { permission: 'stats.read', failure: STATS_MESSAGES.exportFailed },
  async (request, actor) => {
    const params = periodParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const period = resolvePeriod(params);
    const csv = await statsCsv(actor, period);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${statsCsvFilename(period)}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
