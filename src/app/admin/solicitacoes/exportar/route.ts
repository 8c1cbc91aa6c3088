import { requestsCsv, requestsCsvFilename } from '@/features/requests/csv';
import { listRequestsForExport } from '@/features/requests/queries';
import { filterOf, REQUEST_MESSAGES } from '@/features/requests/schema';
import { inboxSearchOf } from '@/features/requests/search';
import { recordActivity } from '@/lib/server/activity';
import { adminRoute } from '@/lib/server/actions';
import { getDb } from '@/lib/server/db/client';
import { todayIso } from '@/lib/shared/dates';

// 'Exportar CSV' of /admin/solicitacoes: the current filter and search, every page of it.

export const GET = adminRoute(
  { permission: 'requests.manage', failure: REQUEST_MESSAGES.exportFailed },
  async (request, actor) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    // The current search: its term from the inbox's cookie when the link says busca=1 (search.ts).
    const filter = filterOf(query, inboxSearchOf(request.headers.get('cookie')));
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
