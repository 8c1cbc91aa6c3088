import { requestsCsv, requestsCsvFilename } from '@/features/requests/csv';
import { listRequestsForExport } from '@/features/requests/queries';
import { REQUEST_MESSAGES, requestFilterSchema } from '@/features/requests/schema';
import { recordActivity } from '@/lib/server/activity';
import { adminRoute } from '@/lib/server/actions';
import { getDb } from '@/lib/server/db/client';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar CSV' of /admin/solicitacoes: the current filter, every page of it.

export const GET = adminRoute(
  { permission: 'requests.manage', failure: REQUEST_MESSAGES.exportFailed },
  async (request, actor) => {
    const filter = requestFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const items = await listRequestsForExport(actor, filter);
    const csv = requestsCsv(items);
    // How many rows, never the search term (it may be a visitor's name or e-mail).
    const detail = `${items.length} ${items.length === 1 ? 'solicitação' : 'solicitações'}`;
    await recordActivity(getDb(), { actorId: actor.userId, kind: 'export', entity: 'requests', detail });
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${requestsCsvFilename(todayIso())}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
